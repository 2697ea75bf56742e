import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate, useUserMenu } from 'react-admin';

/** The user menu's way to the account page, for every signed-in user. */
export const AccountMenuItem = forwardRef<HTMLAnchorElement>(function AccountMenuItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/account" ref={ref} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.account.menu')}</ListItemText>
    </MenuItem>
  );
});
