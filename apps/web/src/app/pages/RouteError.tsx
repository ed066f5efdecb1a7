/**
 * The router's error screen for every route: a screen that throws while loading or rendering shows this, in
 * Indonesian, with a way back (dashboard or reload) — never the router's developer page with a stack. The error
 * itself goes to the console for whoever debugs it.
 */
import { CloseCircleFilled } from '@ant-design/icons';
import { UI } from '@kilau/domain';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';

/**
 * Drawn like antd's Result (status error) without it: Result bundles its three illustrations, and this screen
 * ships with the login page — it must show even when a later chunk fails to load (a light first page).
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div data-testid="route-error" className="k-result k-route-error" role="alert">
      <CloseCircleFilled className="k-route-error-icon" />
      <div className="k-route-error-title">{UI.routeErrorTitle}</div>
      <div className="k-route-error-text">{UI.routeErrorText}</div>
      <div className="k-route-error-extra">
        <Button type="primary" onClick={() => navigate('/dashboard')} data-testid="route-error-home">
          {UI.backToDashboard}
        </Button>
        <Button onClick={() => window.location.reload()} data-testid="route-error-reload">
          {UI.reload}
        </Button>
      </div>
    </div>
  );
}
