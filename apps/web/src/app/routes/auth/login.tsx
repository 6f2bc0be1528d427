import type { CurrentUser } from '@frog/contracts';
import { useState } from 'react';
import { type LoaderFunctionArgs, redirect, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_AFTER_LOGIN } from '@/config/paths';
import { NicknameSetup } from '@/features/account/components/nickname-setup';
import { LoginBrand } from '@/features/auth/components/login-brand';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { safeRedirect } from '@/lib/access';
import { isSignedIn, useSaveCurrentUser } from '@/lib/auth';
import { flashNotice } from '@/lib/flash-notice';

/** Already signed in: go straight to where the visitor was going. */
export function loader({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) return null;
  const target = new URL(request.url).searchParams.get('redirect');

  return redirect(safeRedirect(target, DEFAULT_AFTER_LOGIN));
}

/** /login: SMS code or password; a new account chooses its nickname before going on. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const saveUser = useSaveCurrentUser();
  const [newUser, setNewUser] = useState<CurrentUser | null>(null);
  const target = safeRedirect(searchParams.get('redirect'), DEFAULT_AFTER_LOGIN);

  const finish = (user: CurrentUser, greeting: string) => {
    saveUser(user);
    flashNotice(greeting);
    navigate(target, { replace: true });
  };

  const handleSignedIn = (user: CurrentUser, isNew: boolean) => {
    if (isNew || !user.nickname.trim()) setNewUser(user);
    else finish(user, `欢迎回来，${user.nickname}`);
  };

  return (
    <div className="login-page">
      <LoginBrand />
      {newUser ? (
        <NicknameSetup user={newUser} onDone={(user) => finish(user, '注册成功，欢迎加入创作蛙')} />
      ) : (
        <LoginPanel onSignedIn={handleSignedIn} />
      )}
    </div>
  );
}
