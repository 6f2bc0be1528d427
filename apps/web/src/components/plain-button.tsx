import type { ButtonHTMLAttributes, ReactNode } from 'react';
import '@/styles/plain-controls.css';

export type PlainButtonLook = {
  variant?: 'default' | 'primary' | 'ghost' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  block?: boolean;
};

/**
 * The class names of a button that looks like the theme's antd Button (styles/plain-controls.css),
 * for buttons and for links that look like one.
 */
export function buttonClass({ variant = 'default', size = 'middle', shape, block }: PlainButtonLook = {}) {
  return [
    'frog-btn',
    variant !== 'default' && `frog-btn--${variant}`,
    size !== 'middle' && `frog-btn--${size}`,
    shape === 'circle' && 'frog-btn--circle',
    block && 'frog-btn--block',
  ]
    .filter(Boolean)
    .join(' ');
}

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  PlainButtonLook & { icon?: ReactNode; loading?: boolean };

/**
 * A button of the site's frame and the reader's pages, without Ant Design's script: same look as
 * the theme's antd Button. `loading` keeps the label and marks it busy.
 */
export function PlainButton({
  variant,
  size,
  shape,
  block,
  icon,
  loading = false,
  className,
  children,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  const classes = [buttonClass({ variant, size, shape, block }), className].filter(Boolean).join(' ');

  return (
    <button type={type} className={classes} aria-busy={loading || undefined} {...rest}>
      {icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}
