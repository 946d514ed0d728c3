/**
 * The import arrows of docs/architecture.md ("Layout and the arrows between folders"), checked on every `npm test` / `npm run lint`:
 *
 *   npx depcruise src machines --config .dependency-cruiser.cjs
 *
 *   src/web → machines, src/api, src/domain      machines → src/domain (+ UI-free npm packages)
 *   src/admin → machines, src/api, src/domain, src/web/ui (the back office, its own build)
 *   src/api → src/contract (types), src/domain    src/server → src/contract, src/domain
 *   src/contract → src/domain                     src/domain → nothing of ours
 *
 * Inside src/web, src/server and machines the capability folders (shell, catalogue, content, cart, checkout,
 * account) do not import each other: what two of them share moves down to src/domain, src/web/features (a feature
 * several pages show: the product card, the question form), src/web/ui (generic components), or
 * src/server/{db,http,images,integrations}. Every rule is an error, so a wrong arrow fails CI instead of waiting for review.
 */

/** The capability folders, the same names in src/web, src/server and machines. */
const CAPABILITIES = '(shell|catalogue|content|cart|checkout|account)';

/** npm packages that draw or fetch: a statechart stays UI-free and gets its side effects as provided actors. */
const UI_AND_HTTP_PACKAGES = [
  'react',
  'react-dom',
  'axios',
  '@chakra-ui/[^/]+',
  '@emotion/[^/]+',
  '@xstate/react',
  'react-router',
  '@tanstack/react-query',
  'swiper',
  'react-imask',
].join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // --- Layers ---------------------------------------------------------------------------------------------------
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      comment:
        'src/domain is the shared rule book (used by machines, storefront and server): it must not import ' +
        'src/web, src/api, src/server or machines. Move the rule into src/domain instead.',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(web|api|server|contract)|machines)/' },
    },
    {
      name: 'contract-only-to-domain',
      severity: 'error',
      comment:
        'src/contract (the HTTP contract: TypeBox schemas of every call) is shared by the server and the storefront ' +
        'client: it may import only src/domain and typebox, never either side.',
      from: { path: '^src/contract/' },
      to: { path: '^(src/(web|api|server)|machines)/' },
    },
    {
      name: 'api-takes-contract-types-only',
      severity: 'error',
      comment:
        'src/api takes its types from src/contract with `import type`: the schemas themselves (and typebox) stay ' +
        'on the server, out of the browser bundle.',
      from: { path: '^src/(api|web|admin)/' },
      to: { path: '^src/contract/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-is-platform-free',
      severity: 'error',
      comment:
        'src/domain runs in the browser and on the server alike: no Node built-in modules (fs, path, crypto…) ' +
        'there. Keep platform work in src/server or src/web.',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'machines-only-to-domain',
      severity: 'error',
      comment:
        'machines/ may import only src/domain (and npm packages). The app provides API calls and browser work ' +
        'as actors/actions via machine.provide(); do not import src/web, src/api or src/server.',
      from: { path: '^machines/' },
      to: { path: '^src/(web|api|server|contract)/' },
    },
    {
      name: 'machines-are-ui-free',
      severity: 'error',
      comment:
        'machines/ must not import React, React DOM, axios, Chakra/Emotion or other UI/HTTP packages: ' +
        'statecharts are UI-free; side effects are actors declared in setup() and provided by the app.',
      from: { path: '^machines/' },
      to: { path: `(^|/)node_modules/(@types/)?(${UI_AND_HTTP_PACKAGES})/` },
    },
    {
      name: 'server-not-to-client-code',
      severity: 'error',
      comment:
        'src/server must not import src/web, src/api or machines (client code). Shared rules live in src/domain. ' +
        'The one exception is machines/order/: the order statechart is the rule book the server decides every ' +
        'change of an order by (decision 0021); like every machine it imports only src/domain and xstate.',
      from: { path: '^src/server/' },
      to: { path: '^(src/(web|api)|machines)/', pathNot: '^machines/order/' },
    },
    {
      name: 'api-only-to-domain',
      severity: 'error',
      comment:
        'src/api (the storefront client of the back end) must not import src/web, src/server or machines; ' +
        'pages call src/api, not the other way round.',
      from: { path: '^src/api/' },
      to: { path: '^(src/(web|server)|machines)/' },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment:
        'src/web must not import src/server: the storefront talks to the back end over HTTP through src/api; ' +
        'shared rules live in src/domain.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },

    {
      name: 'web-not-to-admin',
      severity: 'error',
      comment:
        'The storefront must not import the back office (src/admin, decision 0023): the back office is a build of ' +
        'its own, so the storefront bundle never carries it.',
      from: { path: '^src/web/' },
      to: { path: '^src/admin/' },
    },
    {
      name: 'admin-to-shared-layers-only',
      severity: 'error',
      comment:
        'The back office (src/admin, decision 0023) stands beside the storefront: it may use machines, src/api, ' +
        "src/domain, src/contract's types and the storefront's generic src/web/ui/ (theme, icons), never a storefront " +
        'page, feature or session, nor src/server.',
      from: { path: '^src/admin/' },
      to: { path: '^src/(server/|web/(?!ui/))' },
    },

    // --- Capabilities ---------------------------------------------------------------------------------------------
    {
      name: 'web-capabilities-apart',
      severity: 'error',
      comment:
        'A src/web capability folder must not import another capability. Share through src/web/features/ ' +
        '(a feature several pages show), src/web/ui/, app-level src/web files, machines, src/api or src/domain.',
      from: { path: `^src/web/${CAPABILITIES}/` },
      to: { path: `^src/web/${CAPABILITIES}/`, pathNot: '^src/web/$1/' },
    },
    {
      name: 'web-ui-not-to-capabilities',
      severity: 'error',
      comment:
        'src/web/ui/ holds shared components used by every capability, so it must not import a capability ' +
        'folder (that would make the shared layer depend on one page).',
      from: { path: '^src/web/ui/' },
      to: { path: `^src/web/(${CAPABILITIES}|features)/` },
    },
    {
      name: 'web-session-below-features',
      severity: 'error',
      comment:
        'src/web/session/ holds what lives as long as the browser session (the persisted state, the customer, the ' +
        'cart and wishlist actors) for every page: it may use src/web/ui/, never a feature or a capability folder.',
      from: { path: '^src/web/session/' },
      to: { path: `^src/web/(${CAPABILITIES}|features)/` },
    },
    {
      name: 'web-features-below-capabilities',
      severity: 'error',
      comment:
        'src/web/features/ holds features several pages show (the product card, the question form): they may use ' +
        'src/web/ui/ and the session actors, never a capability folder, and keep apart from each other.',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: `^src/web/(${CAPABILITIES}/|features/)`, pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'server-capabilities-apart',
      severity: 'error',
      comment:
        'A src/server capability folder must not import another capability. Share through src/server/db/, ' +
        'src/server/http/, src/server/images/, src/server/integrations/, top-level src/server files, or src/domain.',
      from: { path: `^src/server/${CAPABILITIES}/` },
      to: { path: `^src/server/${CAPABILITIES}/`, pathNot: '^src/server/$1/' },
    },
    {
      name: 'server-nothing-imports-admin',
      severity: 'error',
      comment:
        'src/server/admin (the back office, decision 0021) sits above the capabilities: it may use their code (the ' +
        "checkout's cancel, the accounts' password hashing), and nothing but app.ts imports it, so the shop runs " +
        'the same with or without the back office.',
      from: { path: '^src/server/', pathNot: '^src/server/(admin/|app\\.ts$)' },
      to: { path: '^src/server/admin/' },
    },
    {
      name: 'machine-capabilities-apart',
      severity: 'error',
      comment:
        'A machines/ capability folder must not import another capability. Move what two machines share to ' +
        'src/domain.',
      from: { path: `^machines/${CAPABILITIES}/` },
      to: { path: `^machines/${CAPABILITIES}/`, pathNot: '^machines/$1/' },
    },

    // --- Hygiene --------------------------------------------------------------------------------------------------
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This import closes a cycle. Break it by moving the shared part down a layer (often to src/domain).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'This import points at a file or package that does not exist (a typo, a deleted file, or a package ' +
        'missing from package.json).',
      from: {},
      // Parcel's named pipelines ('url:./logo.svg', 'bundle-text:./x.css') are not file paths.
      to: { couldNotResolve: true, pathNot: '^(url|data-url|bundle-text|raw|jsx):' },
    },
  ],
  options: {
    // node_modules is never cruised into, but stays in the graph as leaves: with `exclude` the packages would vanish
    // from the graph and the machines-are-ui-free rule could not see an import of react or axios.
    doNotFollow: { path: ['(^|/)node_modules/'] },
    // Build output only; anchored, because packages keep their own dist/ folders (node_modules/x/dist/…).
    exclude: { path: ['^dist/', '^\\.parcel-cache/'] },
    // Count `import type` too: a type-only arrow is still an arrow.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
