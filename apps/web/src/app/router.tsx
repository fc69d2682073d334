import type { ComponentType } from "react";
import {
  createHashRouter,
  type LoaderFunction,
  Navigate,
  type RouteObject,
  redirect,
} from "react-router";
import { RouteErrorPage } from "../components/RouteErrorPage.tsx";
import type { RouteHandle } from "../components/route-handle.ts";
import { parameterQueries } from "../features/parameter/index.ts";
import { recordPageViews } from "../features/statistics/index.ts";
import { type LazyTexts, managementTexts } from "../i18n/feature-texts.ts";
import { loadFeatureTexts } from "../i18n/i18n.ts";
import { useAppStore } from "../lib/app-store.ts";
import { registerNavigator } from "../lib/navigation.ts";
import { endFirstNavigation, primeQueries } from "../lib/prime-queries.ts";
import { RequireSignIn } from "./guards/RequireSignIn.tsx";
import { PublicLayout } from "./layouts/PublicLayout.tsx";
import { RootLayout } from "./layouts/RootLayout.tsx";
import { managementChildren } from "./management/management-children.ts";
import { managementGuard } from "./management/management-guard.ts";

/** A page's code: its component and, for the pages a visit may start on, its route loader. */
type LazyComponent = () => Promise<{ Component: ComponentType; loader?: LoaderFunction }>;

/**
 * A page that shows texts kept out of the language chunks (`i18n/feature-texts.ts`): its code and
 * those texts, in the reader's language only, load together before it draws.
 */
function withTexts<T>(folders: readonly LazyTexts[], load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), loadFeatureTexts(folders, useAppStore.getState().language)]).then(
      ([module]) => module,
    );
}

/** A page whose code is loaded when the route is first visited. */
function page(path: string, titleKey: string, load: LazyComponent): RouteObject {
  const handle: RouteHandle = { titleKey };
  return { path, handle, lazy: load };
}

const account = {
  login: () =>
    import("../features/account/pages/LoginPage.tsx").then((m) => ({ Component: m.LoginPage })),
  register: () =>
    import("../features/account/pages/RegisterPage.tsx").then((m) => ({
      Component: m.RegisterPage,
    })),
  resetPassword: () =>
    import("../features/account/pages/ResetPasswordPage.tsx").then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  editProfile: () =>
    import("../features/account/pages/EditProfilePage.tsx").then((m) => ({
      Component: m.EditProfilePage,
    })),
  editPassword: () =>
    import("../features/account/pages/EditPasswordPage.tsx").then((m) => ({
      Component: m.EditPasswordPage,
    })),
} satisfies Record<string, LazyComponent>;

// The personal page shows the forum's follow button and lists.
const personInfo: LazyComponent = withTexts(["forum"], () =>
  import("../features/community/pages/PersonInfoPage.tsx").then((m) => ({
    Component: m.PersonInfoPage,
  })),
);

const product = {
  catalogue: () =>
    import("../features/product/pages/CataloguePage.tsx").then((m) => ({
      Component: m.CataloguePage,
      loader: m.catalogueLoader,
    })),
  selection: () =>
    import("../features/product/pages/SelectionPage.tsx").then((m) => ({
      Component: m.SelectionPage,
    })),
  compare: () =>
    import("../features/product/pages/ComparePage.tsx").then((m) => ({
      Component: m.ComparePage,
    })),
  detail: withTexts(["sharing"], () =>
    import("../features/product/pages/DetailPage.tsx").then((m) => ({
      Component: m.DetailPage,
      loader: m.detailLoader,
    })),
  ),
} satisfies Record<string, LazyComponent>;

const documents = {
  centre: () =>
    import("../features/document/pages/DocumentCentrePage.tsx").then((m) => ({
      Component: m.DocumentCentrePage,
      loader: m.documentCentreLoader,
    })),
  feedback: () =>
    import("../features/document/pages/FeedbackPage.tsx").then((m) => ({
      Component: m.FeedbackPage,
    })),
} satisfies Record<string, LazyComponent>;

const content = {
  detail: withTexts(["sharing"], () =>
    import("../features/content/pages/TextDetailPage.tsx").then((m) => ({
      Component: m.TextDetailPage,
      loader: m.textLoader,
    })),
  ),
  preview: withTexts(["sharing"], () =>
    import("../features/content/pages/PreviewPage.tsx").then((m) => ({ Component: m.PreviewPage })),
  ),
  single: withTexts(["sharing"], () =>
    import("../features/content/pages/SinglePage.tsx").then((m) => ({ Component: m.SinglePage })),
  ),
  notices: () =>
    import("../features/content/pages/NoticeListPage.tsx").then((m) => ({
      Component: m.NoticeListPage,
    })),
  marketing: () =>
    import("../features/content/pages/MarketingPage.tsx").then((m) => ({
      Component: m.MarketingPage,
    })),
  school: () =>
    import("../features/content/pages/SchoolListPage.tsx").then((m) => ({
      Component: m.SchoolListPage,
    })),
  knowledge: () =>
    import("../features/content/pages/KnowledgePage.tsx").then((m) => ({
      Component: m.KnowledgePage,
    })),
  support: () =>
    import("../features/content/pages/SupportPage.tsx").then((m) => ({ Component: m.SupportPage })),
} satisfies Record<string, LazyComponent>;

const chat = {
  customService: () =>
    import("../features/chat/pages/CustomServicePage.tsx").then((m) => ({
      Component: m.CustomServicePage,
    })),
  console: () =>
    import("../features/chat/pages/ImConsolePage.tsx").then((m) => ({
      Component: m.ImConsolePage,
    })),
} satisfies Record<string, LazyComponent>;

const message = {
  centre: () =>
    import("../features/message/pages/MessageCentrePage.tsx").then((m) => ({
      Component: m.MessageCentrePage,
    })),
  points: () =>
    import("../features/message/pages/PointsPage.tsx").then((m) => ({
      Component: m.PointsPage,
    })),
} satisfies Record<string, LazyComponent>;

const forum = {
  home: withTexts(["forum"], () =>
    import("../features/forum/pages/ForumHomePage.tsx").then((m) => ({
      Component: m.ForumHomePage,
    })),
  ),
  search: withTexts(["forum"], () =>
    import("../features/forum/pages/SearchPage.tsx").then((m) => ({ Component: m.SearchPage })),
  ),
  board: withTexts(["forum"], () =>
    import("../features/forum/pages/BoardPage.tsx").then((m) => ({ Component: m.BoardPage })),
  ),
  post: withTexts(["forum", "sharing"], () =>
    import("../features/forum/pages/PostPage.tsx").then((m) => ({
      Component: m.PostPage,
      loader: m.postLoader,
    })),
  ),
  newPost: withTexts(["forum"], () =>
    import("../features/forum/pages/NewPostPage.tsx").then((m) => ({
      Component: m.NewPostPage,
    })),
  ),
} satisfies Record<string, LazyComponent>;

const programmes = {
  apply: withTexts(["competition"], () =>
    import("../features/competition/pages/ApplyPage.tsx").then((m) => ({ Component: m.ApplyPage })),
  ),
  valueAdd: withTexts(["customization"], () =>
    import("../features/customization/pages/ValueAddPage.tsx").then((m) => ({
      Component: m.ValueAddPage,
    })),
  ),
  customizationRequest: withTexts(["customization"], () =>
    import("../features/customization/pages/CustomizationRequestPage.tsx").then((m) => ({
      Component: m.CustomizationRequestPage,
    })),
  ),
  samples: withTexts(["samples"], () =>
    import("../features/samples/pages/SamplesPage.tsx").then((m) => ({
      Component: m.SamplesPage,
    })),
  ),
  questionnaire: withTexts(["survey"], () =>
    import("../features/survey/pages/QuestionnairePage.tsx").then((m) => ({
      Component: m.QuestionnairePage,
    })),
  ),
  subscribe: withTexts(["subscription"], () =>
    import("../features/subscription/pages/SubscribePage.tsx").then((m) => ({
      Component: m.SubscribePage,
    })),
  ),
  unsubscribe: withTexts(["subscription"], () =>
    import("../features/subscription/pages/UnsubscribePage.tsx").then((m) => ({
      Component: m.UnsubscribePage,
    })),
  ),
} satisfies Record<string, LazyComponent>;

const siteSearch: LazyComponent = withTexts(["search"], () =>
  import("../features/search/pages/SearchPage.tsx").then((m) => ({
    Component: m.SearchPage,
    loader: m.searchLoader,
  })),
);

const home: LazyComponent = () =>
  import("../features/home/pages/HomePage.tsx").then((m) => ({
    Component: m.HomePage,
    loader: m.homeLoader,
  }));

const partnerResources: LazyComponent = withTexts(["resource"], () =>
  import("../features/resource/pages/PartnerResourcesPage.tsx").then((m) => ({
    Component: m.PartnerResourcesPage,
  })),
);

const managementLogin: LazyComponent = () =>
  import("./management/ManagementLoginPage.tsx").then((m) => ({
    Component: m.ManagementLoginPage,
  }));

/** Children of /server in the spec's order; the ones with a permission come from the shared list. */

/** The page of each management child. */
const managementPageLoaders: Record<(typeof managementChildren)[number], LazyComponent> = {
  productServer: () =>
    import("../features/product/management/pages/ProductServerPage.tsx").then((m) => ({
      Component: m.ProductServerPage,
    })),
  subProduct: () =>
    import("../features/product/management/pages/SubProductPage.tsx").then((m) => ({
      Component: m.SubProductPage,
    })),
  devTerminal: () =>
    import("../features/product/management/pages/DevTerminalPage.tsx").then((m) => ({
      Component: m.DevTerminalPage,
    })),
  documentationCenter: () =>
    import("../features/document/management/pages/DocumentationCentrePage.tsx").then((m) => ({
      Component: m.DocumentationCentrePage,
    })),
  users: () =>
    import("../features/users/management/pages/UsersPage.tsx").then((m) => ({
      Component: m.UsersPage,
    })),
  roles: () =>
    import("../features/users/management/pages/RolesPage.tsx").then((m) => ({
      Component: m.RolesPage,
    })),
  audit: () =>
    import("../features/audit/management/pages/AuditPage.tsx").then((m) => ({
      Component: m.AuditPage,
    })),
  whitelist: () =>
    import("../features/whitelist/management/pages/WhitelistPage.tsx").then((m) => ({
      Component: m.WhitelistPage,
    })),
  article: () =>
    import("../features/content/management/pages/ArticleManagementPage.tsx").then((m) => ({
      Component: m.ArticleManagementPage,
    })),
  notice: () =>
    import("../features/content/management/pages/NoticeManagementPage.tsx").then((m) => ({
      Component: m.NoticeManagementPage,
    })),
  video: () =>
    import("../features/content/management/pages/VideoManagementPage.tsx").then((m) => ({
      Component: m.VideoManagementPage,
    })),
  promotion: () =>
    import("../features/content/management/pages/PromotionManagementPage.tsx").then((m) => ({
      Component: m.PromotionManagementPage,
    })),
  marketingSupport: () =>
    import("../features/content/management/pages/MarketingSupportManagementPage.tsx").then((m) => ({
      Component: m.MarketingSupportManagementPage,
    })),
  marketingSupportMaterial: () =>
    import("../features/content/management/pages/MarketingSupportMaterialManagementPage.tsx").then(
      (m) => ({
        Component: m.MarketingSupportMaterialManagementPage,
      }),
    ),
  resources: () =>
    import("../features/resource/management/pages/ResourcesPage.tsx").then((m) => ({
      Component: m.ResourcesPage,
    })),
  parameter: () =>
    import("../features/parameter/management/pages/ParameterPage.tsx").then((m) => ({
      Component: m.ParameterPage,
    })),
  chatHistory: () =>
    import("../features/chat/management/ChatHistoryPage.tsx").then((m) => ({
      Component: m.ChatHistoryPage,
    })),
  faqlist: () =>
    import("../features/content/management/faq/FaqManagementPage.tsx").then((m) => ({
      Component: m.FaqManagementPage,
    })),
  banner: () =>
    import("../features/content/management/banner/BannerManagementPage.tsx").then((m) => ({
      Component: m.BannerManagementPage,
    })),
  medalCondition: () =>
    import("../features/medal/management/MedalConditionPage.tsx").then((m) => ({
      Component: m.MedalConditionPage,
    })),
  homeStatistics: () =>
    import("../features/statistics/management/HomeStatisticsPage.tsx").then((m) => ({
      Component: m.HomeStatisticsPage,
    })),
  userStatistics: () =>
    import("../features/statistics/management/UserStatisticsPage.tsx").then((m) => ({
      Component: m.UserStatisticsPage,
    })),
  forumBoards: () =>
    import("../features/forum/management/pages/ForumBoardsPage.tsx").then((m) => ({
      Component: m.ForumBoardsPage,
    })),
  forumAudit: () =>
    import("../features/forum/management/pages/ForumAuditPage.tsx").then((m) => ({
      Component: m.ForumAuditPage,
    })),
  forumReports: () =>
    import("../features/forum/management/pages/ForumReportsPage.tsx").then((m) => ({
      Component: m.ForumReportsPage,
    })),
  game: withTexts(["competition"], () =>
    import("../features/competition/management/GamePage.tsx").then((m) => ({
      Component: m.GamePage,
    })),
  ),
  privateCustomization: withTexts(["customization"], () =>
    import("../features/customization/management/PrivateCustomizationPage.tsx").then((m) => ({
      Component: m.PrivateCustomizationPage,
    })),
  ),
  applay: withTexts(["samples"], () =>
    import("../features/samples/management/ApplayPage.tsx").then((m) => ({
      Component: m.ApplayPage,
    })),
  ),
  survey: withTexts(["survey"], () =>
    import("../features/survey/management/SurveyManagementPage.tsx").then((m) => ({
      Component: m.SurveyManagementPage,
    })),
  ),
  "postdetail/:id": withTexts(["forum"], () =>
    import("../features/forum/management/pages/PostDetailManagementPage.tsx").then((m) => ({
      Component: m.PostDetailManagementPage,
    })),
  ),
};

const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    // The site's name and phone, which every header, footer and title shows.
    loader: primeQueries(() => [parameterQueries.siteInfo(useAppStore.getState().language)]),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, loader: () => redirect("/home") },
      {
        Component: PublicLayout,
        errorElement: <RouteErrorPage />,
        children: [
          page("home", "routes.home", home),
          page("search", "routes.search", siteSearch),
          page("login", "routes.login", account.login),
          page("register", "routes.register", account.register),
          page("resetpwd", "routes.resetpwd", account.resetPassword),
          {
            Component: RequireSignIn,
            children: [
              page("editperson", "routes.editperson", account.editProfile),
              page("editpwd", "routes.editpwd", account.editPassword),
              page("resources", "routes.partnerResources", partnerResources),
              page("message", "routes.message", message.centre),
              page("points", "message.points.title", message.points),
              page("forum/new", "routes.forumNewPost", forum.newPost),
              page(
                "valueadd/request/:id",
                "routes.customizationRequest",
                programmes.customizationRequest,
              ),
            ],
          },
          page("personinfo/:id", "routes.personinfo", personInfo),
          page("forum", "routes.forumHome", forum.home),
          page("forum/search", "routes.forumSearch", forum.search),
          page("forum/topic/:id", "routes.forumBoard", forum.board),
          page("forum/post/:id", "routes.forumPost", forum.post),
          page("product", "routes.product", product.catalogue),
          page("product/menu", "routes.productMenu", product.selection),
          page("product/compare", "routes.productCompare", product.compare),
          page("product/detail/:id", "routes.productDetail", product.detail),
          page("product/document", "routes.productDocument", documents.centre),
          // Public, with its own sign-in prompt: a visitor who follows the menu learns what it is for.
          page("product/feedback", "routes.productFeedback", documents.feedback),
          page("subscribe", "routes.subscribe", programmes.subscribe),
          page("subscribe/unsubscribe", "routes.unsubscribe", programmes.unsubscribe),
          page("samples", "routes.samples", programmes.samples),
          page("knowledge", "routes.knowledge", content.knowledge),
          page("support", "routes.support", content.support),
          page("support/customService", "routes.customService", chat.customService),
          page("marketing", "routes.marketing", content.marketing),
          page("marketing/detail/:id", "routes.marketingDetail", content.detail),
          page("noticelist", "routes.noticelist", content.notices),
          page("notice/detail/:id", "routes.noticeDetail", content.detail),
          page("schoollist", "routes.schoollist", content.school),
          page("school/video/:id", "routes.schoolVideo", content.detail),
          page("school/article/:id", "routes.schoolArticle", content.detail),
          page("solution/detail/:id", "routes.solutionDetail", content.detail),
          page("valueadd", "routes.valueadd", programmes.valueAdd),
          page("questionnaire", "routes.questionnaire", programmes.questionnaire),
          page("aboutus", "routes.aboutus", content.single),
          page("preview/:id", "routes.preview", content.preview),
          page("server/login", "routes.serverLogin", managementLogin),
        ],
      },
      {
        path: "server",
        loader: managementGuard,
        // The texts of features only staff see come with the management area.
        lazy: withTexts(managementTexts, () =>
          import("./management/ManagementLayout.tsx").then((m) => ({
            Component: m.ManagementLayout,
          })),
        ),
        errorElement: <RouteErrorPage />,
        handle: { titleKey: "management.title" } satisfies RouteHandle,
        children: [
          { index: true, element: <Navigate to="/server/productServer" replace /> },
          ...managementChildren.map((path) => {
            const titleKey = `routes.${path.replace("/:id", "")}`;
            return page(path, titleKey, managementPageLoaders[path]);
          }),
        ],
      },
      {
        lazy: () =>
          import("./layouts/StandaloneLayout.tsx").then((m) => ({ Component: m.StandaloneLayout })),
        errorElement: <RouteErrorPage />,
        children: [
          page("im", "routes.im", chat.console),
          page("apply", "routes.apply", programmes.apply),
        ],
      },
      { path: "*", loader: () => redirect("/") },
    ],
  },
];

export const router = createHashRouter(routes);

/**
 * Settles once the router has the visit's first page: its code, its texts and its loaders'
 * reads (`primeQueries`). The app mounts then, drawing that page at once; until then the
 * frame `index.html` drew stays (a spinner in its place cost the slow phone a render and a
 * layout, and took the header's bar away for a moment).
 */
export const firstPageReady = new Promise<void>((resolve) => {
  if (router.state.initialized) {
    resolve();
    return;
  }
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return;
    stopWatching();
    resolve();
  });
}).then(endFirstNavigation);
recordPageViews(router);

registerNavigator((path, options) => {
  void router.navigate(path, options);
});
