import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { SECURITY_PATH } from './account/secondFactor/securityPath';
import { SecondFactorSettings } from './account/secondFactor/SecondFactorSettings';
import { SignInPage } from './account/secondFactor/SignInPage';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { Dashboard } from './layout/Dashboard';
import { Forbidden } from './layout/Forbidden';
import { RESOURCES } from './resources';
import { mayUse } from './roles';

/**
 * The back office. Every resource is declared for every user, so its address always leads
 * somewhere: a role without business there gets a page saying so, in the user's language, and
 * the menu (layout/AdminMenu.tsx) lists only what the roles may use.
 */
export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AdminLayout}
      dashboard={Dashboard}
      loginPage={SignInPage}
      requireAuth
      disableTelemetry
    >
      {(permissions: string[]) => [
        <CustomRoutes key="account">
          <Route path={SECURITY_PATH} element={<SecondFactorSettings />} />
        </CustomRoutes>,
        ...RESOURCES.map((resource) => {
          if (mayUse(permissions, resource.role)) {
            return (
              <Resource
                key={resource.name}
                name={resource.name}
                icon={resource.icon}
                list={resource.list}
                {...(resource.edit && { edit: resource.edit })}
                {...(resource.show && { show: resource.show })}
                {...(resource.create && { create: resource.create })}
              />
            );
          }
          const denied = <Forbidden resource={resource.name} />;
          return <Resource key={resource.name} name={resource.name} list={denied} edit={denied} show={denied} create={denied} />;
        }),
      ]}
    </Admin>
  );
}
