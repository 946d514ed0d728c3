// Makes the global styles of a Chakra system (`system._global`: its reset, global CSS and every token as a CSS
// variable) worked out when first read rather than in createSystem: two thirds of createSystem's time at the
// storefront's start went to them (issue 14), and a page the server rendered already carries them in its <head>
// (src/web/app.tsx then never reads them). .parcelrc applies it to Chakra's system.js only; a Chakra whose code no
// longer reads as expected fails the build here rather than keeping the cost unnoticed.
const { Transformer } = require('@parcel/plugin');

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = /\n(\s*)_global,\n/;

module.exports = new Transformer({
  async transform({ asset }) {
    const code = await asset.getCode();
    if (!code.includes(EAGER) || !RETURNED.test(code)) {
      throw new Error(`${asset.filePath}: Chakra's createSystem no longer builds _global as expected`);
    }
    asset.setCode(
      code
        .replace(EAGER, 'let _global;')
        .replace(
          RETURNED,
          '\n$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
        ),
    );
    return [asset];
  },
});
