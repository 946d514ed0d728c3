import Type, { type Static } from 'typebox';
import { TotpCode } from './admin';
import { Closed } from './envelope';

/** A member's own page ('Мой профиль', issue 15): the TOTP second step and their own password. */

const Password = Type.String({ minLength: 1, maxLength: 200 });

/** Shown once, while the member sets up their app: the secret in text and the address its QR code holds. */
export const TwoFactorSetup = Closed({
  secret: Type.String({ description: 'Секрет в base32, для ввода в приложение вручную' }),
  otpauth_url: Type.String({ description: 'otpauth://totp/… — содержимое QR-кода' }),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

export const TwoFactorCodeBody = Type.Object({ code: TotpCode });
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;

/** Turning it off: a current code, or the password when the phone is not at hand (one of the two). */
export const TwoFactorOffBody = Type.Object({ code: Type.Optional(TotpCode), password: Type.Optional(Password) });
export type TwoFactorOffBody = Static<typeof TwoFactorOffBody>;

export const OwnPasswordBody = Type.Object({
  current_password: Password,
  new_password: Type.String({ minLength: 1, maxLength: 200, description: 'Не короче 10 символов' }),
});
export type OwnPasswordBody = Static<typeof OwnPasswordBody>;
