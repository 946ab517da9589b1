/**
 * Whether a phone number could be one (libphonenumber-js, the United States as the default
 * country). Its metadata is 28 KB of the wizard's JavaScript, so it is not sent with the page: the
 * browser loads it when the contact step comes near, and the server loads it on its first lead.
 */
export type PhoneCheck = (value: string) => boolean;

let check: PhoneCheck | null = null;
let loading: Promise<PhoneCheck> | null = null;

export function loadPhoneCheck(): Promise<PhoneCheck> {
  loading ??= import('libphonenumber-js').then(
    ({ isPossiblePhoneNumber }) => (check = (value) => isPossiblePhoneNumber(value, 'US')),
    (error: unknown) => {
      // Offline for a moment: the next call tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const phoneCheckLoaded = () => check !== null;

/** Hands over a check loaded another way (the server bundles it in: see lead-payload.ts). */
export function providePhoneCheck(provided: PhoneCheck): void {
  check = provided;
  loading = Promise.resolve(provided);
}

/** The answer now when the check is loaded, else once it is. */
export const isPossiblePhone = (value: string): boolean | Promise<boolean> =>
  check ? check(value) : loadPhoneCheck().then((loaded) => loaded(value));
