import { Checkbox } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export const AGREEMENT_REQUIRED = '请先阅读并同意《用户服务协议》和《隐私政策》';

type AgreementFieldProps = { checked: boolean; showError: boolean; onChange: (checked: boolean) => void };

export function AgreementField({ checked, showError, onChange }: AgreementFieldProps) {
  return (
    <div className="login-agreement">
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
        我已阅读并同意
        <Link to={paths.term.href()} target="_blank">
          《用户服务协议》
        </Link>
        和
        <Link to={paths.privacy.href()} target="_blank">
          《隐私政策》
        </Link>
      </Checkbox>
      {showError && (
        <div className="login-agreement__error" role="alert">
          {AGREEMENT_REQUIRED}
        </div>
      )}
    </div>
  );
}
