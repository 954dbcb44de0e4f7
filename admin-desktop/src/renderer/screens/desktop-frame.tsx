import type { ReactNode } from 'react';
import { Center, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ADMIN_TOAST_POSITION, adminCssVariablesResolver, adminTheme } from '@wallart/admin-ui';
import { BRAND } from '@wallart/domain';

/** The admin's theme and toasts around the desktop's own screens (connect, sign in). */
export function DesktopFrame({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariablesResolver}>
      <Notifications position={ADMIN_TOAST_POSITION} limit={20} />
      <Center mih="100vh" p="lg" bg={BRAND.paper}>
        {children}
      </Center>
    </MantineProvider>
  );
}
