import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aShopConfig, serverError } from '@wallart/admin-ui/testing/fixtures';
import sinhala from '../../i18n/locales/si.json';
import { loadSections, startBrowserLanguage } from '../../i18n/catalogues';
import { LanguageProvider, type PageLanguage } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { renderScreen } from '../../test/render';
import { LoginPage } from './login-page';

/** PRODUCT §12: a form's errors, and the server's refusals, in the page's language. */
let page: PageLanguage;
beforeAll(async () => {
  page = startBrowserLanguage('si');
  await loadSections(['shell', 'auth']);
});

function open() {
  vi.spyOn(api.system, 'config').mockResolvedValue(aShopConfig());
  return renderScreen(
    <LanguageProvider page={page}>
      <LoginPage />
    </LanguageProvider>,
    { route: '/si/login' },
  );
}

const loginButton = () => screen.getByRole('button', { name: sinhala['auth.login'] });

describe('signing in on a Sinhala page', () => {
  it("says what a field lacks in Sinhala, from the shared rule's message", async () => {
    const { user } = open();
    const email = screen.getByLabelText(new RegExp(`^${sinhala['auth.email']}`));
    await user.click(email);
    await user.tab();
    expect(await screen.findByText(sinhala['rules.emailInvalid'])).toBeVisible();
    await user.click(screen.getByLabelText(new RegExp(`^${sinhala['auth.password']}`)));
    await user.tab();
    expect(await screen.findByText(sinhala['rules.passwordRequired'])).toBeVisible();
    expect(screen.queryByText(/required|valid/)).toBeNull();
  });

  it("says the server's refusal in Sinhala, and a refusal it does not know as the screen's own words", async () => {
    const login = vi
      .spyOn(api.user, 'login')
      .mockRejectedValueOnce(serverError(401, 'Invalid email or password'))
      .mockRejectedValueOnce(serverError(409, 'A refusal no catalogue has'));
    const { user } = open();
    await user.type(
      screen.getByLabelText(new RegExp(`^${sinhala['auth.email']}`)),
      'nimali@example.com',
    );
    await user.type(
      screen.getByLabelText(new RegExp(`^${sinhala['auth.password']}`)),
      'secret-pass',
    );
    await user.click(loginButton());
    expect(await screen.findByText(sinhala['rules.invalidLogin'])).toBeVisible();
    await user.click(loginButton());
    expect(await screen.findByText(sinhala['auth.loginFailed'])).toBeVisible();
    expect(screen.queryByText('A refusal no catalogue has')).toBeNull();
    expect(login).toHaveBeenCalledTimes(2);
  });
});
