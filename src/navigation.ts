/**
 * Client-side navigation that works before the router is loaded. The landing page is drawn without React Router
 * (main.tsx, issue 11: the data router is a fifth of the page's JavaScript); its links go through `navigate`, which
 * starts the router at the new address the first time and hands over to it afterwards.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export const setNavigator = (navigate: Navigate) => {
  navigator = navigate;
};

export const navigate = (to: string) => navigator(to);
