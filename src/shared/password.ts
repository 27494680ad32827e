/** Minimum password length, our choice (the policy also needs upper, lower and digit); shown wherever a password is set. */
export const PASSWORD_MIN_LENGTH = 10;
export const GENERATED_PASSWORD_LENGTH = 15;

export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'digit';

const RULES: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (p) => p.length >= PASSWORD_MIN_LENGTH,
  uppercase: (p) => /[A-Z]/.test(p),
  lowercase: (p) => /[a-z]/.test(p),
  digit: (p) => /[0-9]/.test(p),
};

/** The password rules a password breaks (empty when it meets the policy). */
export function passwordViolations(password: string): PasswordRule[] {
  return (Object.keys(RULES) as PasswordRule[]).filter((rule) => !RULES[rule](password));
}

export function meetsPasswordPolicy(password: string): boolean {
  return passwordViolations(password).length === 0;
}

const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%&*?-_+='];

/**
 * A generated password: 15 characters with at least one upper, lower, digit and symbol, shuffled.
 * `randomInt(max)` must be a cryptographic source (crypto.randomInt / crypto.getRandomValues).
 */
export function generatePassword(randomInt: (max: number) => number): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((set) => set[randomInt(set.length)]);
  while (chars.length < GENERATED_PASSWORD_LENGTH) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
