/**
 * The router's error screen for every route: a screen that throws while loading or rendering shows this, in
 * Indonesian, with a way back (dashboard or reload) — never the router's developer page with a stack. The error
 * itself goes to the console for whoever debugs it.
 */
import { UI } from '@kilau/domain';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div data-testid="route-error">
      <Result
        className="k-result"
        status="error"
        title={UI.routeErrorTitle}
        subTitle={UI.routeErrorText}
        extra={[
          <Button key="home" type="primary" onClick={() => navigate('/dashboard')} data-testid="route-error-home">
            {UI.backToDashboard}
          </Button>,
          <Button key="reload" onClick={() => window.location.reload()} data-testid="route-error-reload">
            {UI.reload}
          </Button>,
        ]}
      />
    </div>
  );
}
