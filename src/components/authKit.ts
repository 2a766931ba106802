import { createContext, useContext } from 'react';
import type { Lang } from '../contract/constants';

/**
 * What the sign-in screens (AuthScreen, LoginForm, ForgotPasswordDialog) need from their area: texts, the language
 * and its switch, a notice, the sign-in. Inside a react-admin area it comes from react-admin (RaAuthKit); the
 * pharmacy sign-in page, loaded without react-admin, has a light one (src/storefront/auth/LiteAuthKit.tsx).
 */
export interface AuthKit {
  translate: (key: string, vars?: Record<string, string | number>) => string;
  lang: Lang;
  setLang: (lang: Lang) => void;
  notify: (key: string, type: 'success' | 'warning') => void;
  /** Signs in and opens `redirectTo`; rejects with a LoginError. */
  login: (credentials: { email: string; password: string }, redirectTo: string) => Promise<unknown>;
}

export const AuthKitContext = createContext<AuthKit | null>(null);

export function useAuthKit(): AuthKit {
  const kit = useContext(AuthKitContext);
  if (!kit) throw new Error('the sign-in screens need an AuthKit (RaAuthKit or LiteAuthKit) around them');
  return kit;
}
