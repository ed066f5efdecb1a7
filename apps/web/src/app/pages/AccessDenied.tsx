/** Access-denied screen (spec §2.2) for routes the user's menu does not grant. */
import { MSG, UI } from '@kilau/domain';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <Result
      className="k-result"
      status="403"
      title={<span data-testid="access-denied">{MSG.accessDenied}</span>}
      subTitle={MSG.accessDeniedHint}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')} data-testid="go-home">
          {UI.goHome}
        </Button>
      }
    />
  );
}
