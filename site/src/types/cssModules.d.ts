/** Gatsby compiles `*.module.css` into named class exports. */
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}
