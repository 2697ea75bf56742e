import { AppBar, Layout, Logout, UserMenu, type LayoutProps } from 'react-admin';
import { AccountMenuItem } from '../account/AccountMenuItem';
import { AdminMenu } from './AdminMenu';
import { LocalizedTheme } from './LocalizedTheme';

/** The user menu: the account page (password, sessions, second factor) for everyone, then sign-out. */
function AdminAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <AccountMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}

/** react-admin's responsive layout (a drawer menu on phones), with the menu of the user's roles, MUI's words in the user's language. */
export function AdminLayout(props: LayoutProps) {
  return (
    <LocalizedTheme>
      <Layout {...props} menu={AdminMenu} appBar={AdminAppBar} />
    </LocalizedTheme>
  );
}
