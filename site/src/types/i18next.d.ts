import 'i18next';

/** The site configures `returnNull: false`; this tells the types so `t` returns strings. */
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
