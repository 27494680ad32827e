import { authenticator } from 'otplib';

/** Shown as the account's issuer in authenticator apps. */
export const TOTP_ISSUER = 'Fuel Portal';

/** Accepts the previous and next 30-second step too, for clock drift between phone and server. */
const totp = authenticator.clone({ window: 1 });

export function newTotpSecret(): { secret: string; otpauthUrl: (login: string) => string } {
  const secret = totp.generateSecret();
  return { secret, otpauthUrl: (login) => totp.keyuri(login, TOTP_ISSUER, secret) };
}

export function isValidTotp(code: string, secret: string): boolean {
  return totp.check(code.replace(/\s/g, ''), secret);
}
