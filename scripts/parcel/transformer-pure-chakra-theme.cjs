// Marks Chakra's theme definitions as pure (/* @__PURE__ */), so that the minifier can drop the ones a build never
// reads. Chakra's `define…` helpers only return their argument, but nothing in its published code says so: without
// the mark, importing its tokens brought its whole default theme (every recipe) into the storefront's script.
// .parcelrc applies it to Chakra's theme folder only.
const { Transformer } = require('@parcel/plugin');

module.exports = new Transformer({
  async transform({ asset }) {
    const code = await asset.getCode();
    asset.setCode(code.replace(/=\s*(define[A-Z]\w*(?:\.\w+)?\()/g, '= /* @__PURE__ */ $1'));
    return [asset];
  },
});
