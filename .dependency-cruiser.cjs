// Import circles in app/ fail `npm run lint` (docs/decisions/0029-layers.md). The layers themselves
// are ESLint's (eslint.layers.js); this catches a circle inside one layer, which a layer rule allows.
const languageFolders = "^app/(?:content/parking-systems/texts|i18n)(?:/|\\.ts$)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A circle of imports: one of its modules should not know the other.",
      from: { path: "^app/", pathNot: `\\.test\\.tsx?$|${languageFolders}` },
      to: { circular: true },
    },
    {
      // A language folder's files import their index's types, which imports theirs: a circle of
      // types only is allowed there, one through a value is not.
      name: "no-circular-values-in-language-folders",
      severity: "error",
      from: { path: languageFolders },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$|/\\+types/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
  },
};
