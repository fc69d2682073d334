import type { IndexHtmlTransformContext, Plugin } from "vite";

/**
 * The public pages a first visit lands on, by the hash route's pattern (the route as
 * `location.hash` has it, query included), the page module that route loads lazily in
 * `src/app/router.tsx` and the feature texts its loader awaits with it (`withTexts`: the folders
 * of `src/i18n/feature-texts.ts`, preloaded in the reader's language only), and whether its first
 * screen draws a form or a field (`forms`: index.html then takes antd's form styles too,
 * `antd-static-styles.ts`). A page missing here still works: its code and texts are fetched once
 * the app runs, and it takes the form styles.
 */
export const preloadedPages: readonly {
  pattern: string;
  module: string;
  texts?: string[];
  forms?: true;
}[] = [
  { pattern: "^/home$", module: "src/features/home/pages/HomePage.tsx" },
  {
    pattern: "^/search(\\?|$)",
    module: "src/features/search/pages/SearchPage.tsx",
    texts: ["search"],
  },
  { pattern: "^/product$", module: "src/features/product/pages/CataloguePage.tsx" },
  {
    pattern: "^/product/menu$",
    module: "src/features/product/pages/SelectionPage.tsx",
    forms: true,
  },
  { pattern: "^/product/compare(\\?|$)", module: "src/features/product/pages/ComparePage.tsx" },
  {
    pattern: "^/product/detail/\\d+$",
    module: "src/features/product/pages/DetailPage.tsx",
    texts: ["sharing"],
  },
  {
    pattern: "^/product/document(\\?|$)",
    module: "src/features/document/pages/DocumentCentrePage.tsx",
  },
  {
    pattern: "^/((notice|marketing|solution)/detail|school/(article|video))/\\d+$",
    module: "src/features/content/pages/TextDetailPage.tsx",
    texts: ["sharing"],
  },
  {
    pattern: "^/forum$",
    module: "src/features/forum/pages/ForumHomePage.tsx",
    texts: ["forum"],
    forms: true,
  },
  {
    pattern: "^/forum/post/\\d+$",
    module: "src/features/forum/pages/PostPage.tsx",
    texts: ["forum", "sharing"],
  },
  {
    pattern: "^/login(\\?|$)",
    module: "src/features/account/pages/LoginPage.tsx",
    forms: true,
  },
  {
    pattern: "^/register(\\?|$)",
    module: "src/features/account/pages/RegisterPage.tsx",
    forms: true,
  },
];

/** The texts of each language, which the app loads before it draws (src/i18n/i18n.ts). */
const languageModules = {
  "zh-CN": "src/i18n/languages/zh-CN.ts",
  "en-US": "src/i18n/languages/en-US.ts",
  "zh-TW": "src/i18n/languages/zh-TW.ts",
} as const;

/** A feature's texts in one language, a chunk of its own (`src/i18n/feature-texts.ts`). */
const featureTextsModule = (folder: string, language: string) =>
  `src/i18n/${folder}/${language}.ts`;

/** Where index.html's boot script receives the lists; left as they are in development. */
export const pagePreloadsMarker = "/* page preloads */ []";
export const languagePreloadsMarker = "/* language preloads */ {}";

type Bundle = NonNullable<IndexHtmlTransformContext["bundle"]>;
type Chunk = Extract<Bundle[string], { type: "chunk" }>;

function chunksOf(bundle: Bundle): Chunk[] {
  return Object.values(bundle).filter((output): output is Chunk => output.type === "chunk");
}

/** The files a chunk needs before it runs: itself and its static imports (the CSS is one file). */
function filesNeededBy(bundle: Bundle, root: Chunk): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    files.push(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(root);
  return files;
}

/**
 * A first visit's page code and texts asked for by index.html's boot script as soon as it knows
 * the route and the language (`modulepreload`), while the initial chunk downloads: otherwise they
 * are asked for only once that chunk has arrived and run, a round trip and the slow phone's parse
 * later. Only the visited page's files and the reader's language are
 * listed for a route, never another page's.
 */
export function pagePreloads(): Plugin {
  return {
    name: "portal-page-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const { bundle } = context;
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error("page preloads: the build has no entry chunk");
        const initial = new Set(filesNeededBy(bundle, entry));
        const filesOf = (module: string) => {
          const chunk = chunks.find((candidate) =>
            candidate.facadeModuleId?.endsWith(`/${module}`),
          );
          if (!chunk) throw new Error(`page preloads: no chunk of ${module} in the build`);
          return filesNeededBy(bundle, chunk).filter((file) => !initial.has(file));
        };
        // A page with feature texts: its files, then those of its texts in `language`, the
        // reader's, which the boot script has worked out before the list (an expression, not JSON).
        const pages = preloadedPages.map(({ pattern, module, texts = [], forms = false }) => {
          const files = JSON.stringify(filesOf(module));
          if (texts.length === 0) return `[${JSON.stringify(pattern)}, ${files}, ${forms}]`;
          const byLanguage = Object.fromEntries(
            Object.keys(languageModules).map((language) => [
              language,
              [
                ...new Set(
                  texts.flatMap((folder) => filesOf(featureTextsModule(folder, language))),
                ),
              ],
            ]),
          );
          return `[${JSON.stringify(pattern)}, ${files}.concat(${JSON.stringify(byLanguage)}[language] || []), ${forms}]`;
        });
        const languages = Object.fromEntries(
          Object.entries(languageModules).map(([language, module]) => [language, filesOf(module)]),
        );
        if (!html.includes(pagePreloadsMarker) || !html.includes(languagePreloadsMarker)) {
          throw new Error("page preloads: index.html's boot script has lost its markers");
        }
        const languageDeclared = html.indexOf("const language =");
        if (languageDeclared < 0 || languageDeclared > html.indexOf(pagePreloadsMarker)) {
          throw new Error("page preloads: the boot script must know `language` before the pages");
        }
        return html
          .replace(pagePreloadsMarker, `[${pages.join(", ")}]`)
          .replace(languagePreloadsMarker, JSON.stringify(languages));
      },
    },
  };
}
