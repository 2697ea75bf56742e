import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { INVITATION_APP_ROUTE } from '../../contract/adminApi';
import { AccountPage } from './account/AccountPage';
import { SignInPage } from './account/secondFactor/SignInPage';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { InvitationPage } from './invitation/InvitationPage';
import { AdminLayout } from './layout/AdminLayout';
import { AppTitle } from './layout/AppTitle';
import { Dashboard } from './layout/Dashboard';
import { Forbidden } from './layout/Forbidden';
import { RESOURCES } from './resources';
import { mayUse } from './roles';

/**
 * The back office. Every resource is declared for every user, so its address always leads
 * somewhere: a role without business there gets a page saying so, in the user's language, and
 * the menu (layout/AdminMenu.tsx) lists only what the roles may use. The account page is every
 * signed-in user's; the invitation page is reached before there is a session (react-admin shows
 * routes without the layout whether or not anyone is signed in).
 */
export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AdminLayout}
      title={<AppTitle />}
      dashboard={Dashboard}
      loginPage={SignInPage}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={INVITATION_APP_ROUTE} element={<InvitationPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/account" element={<AccountPage />} />
      </CustomRoutes>
      {(permissions: string[]) =>
        RESOURCES.map((resource) => {
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
        })
      }
    </Admin>
  );
}
