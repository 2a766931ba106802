import { recallScreens as ar } from './ar/recallScreens';
import { recallScreens as en } from './en/recallScreens';
import { recallScreens as fr } from './fr/recallScreens';

/** Texts of the recall screens (issue 29 §5): admin recalls, the pharmacy's banner and page, the franchisee's list. */
export const recallScreens = { fr, en, ar } as const;
