import { formatDate } from "@portal/shared";
import { Button, Empty, Skeleton, Spin, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { Pager } from "../../../components/pager/Pager.tsx";
import { SearchField } from "../../../components/search-field/SearchField.tsx";
import { LineTabs } from "../../../components/tabs/LineTabs.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { primeQueries } from "../../../lib/prime-queries.ts";
import {
  type SiteSearchAnswer,
  type SiteSearchResult,
  searchPageSize,
  searchQueries,
  useSiteSearch,
} from "../api.ts";
import { HighlightedText } from "../components/HighlightedText.tsx";
import { resultPath } from "../result-path.ts";
import {
  normalizedQuery,
  type SearchAddress,
  type SearchKind,
  searchAddressOf,
  searchKinds,
  searchPath,
  searchQueryMaxLength,
} from "../search-address.ts";
import "./search-page.css";

/** The results of the address's query, asked for before the page draws. */
export const searchLoader = primeQueries(({ request }) => {
  const address = searchAddressOf(new URL(request.url).searchParams);
  if (address.query === "") return [];
  const { language, token } = useAppStore.getState();
  return [searchQueries.results(language, token, address)];
});

const allKinds = "all";
type Tab = SearchKind | typeof allKinds;

/** One result: its kind (in the "all" tab), its title linking to its page, its snippet. */
function ResultItem({
  result,
  query,
  showKind,
}: {
  result: SiteSearchResult;
  query: string;
  showKind: boolean;
}) {
  const { t } = useTranslation();
  // Posts are what members typed: shown as written, in whatever language they wrote.
  const typed = result.kind === "post" || undefined;
  // A product's date is its last edit, and an FAQ has none worth showing.
  const dated = result.kind === "text" || result.kind === "post" || result.kind === "document";
  const model = result.kind === "document" ? result.model : null;
  return (
    <li className="search-result">
      <div className="search-result-heading">
        {showKind ? (
          <Tag className="search-result-kind">{t(`search.kinds.${result.kind}`)}</Tag>
        ) : null}
        <Link
          to={resultPath(result)}
          className="search-result-title"
          lang={result.language}
          data-user-content={typed}
        >
          <HighlightedText text={result.title} query={query} />
        </Link>
      </div>
      {result.snippet ? (
        <p className="search-result-snippet" lang={result.language} data-user-content={typed}>
          <HighlightedText text={result.snippet} query={query} />
        </p>
      ) : null}
      {dated || model ? (
        <p className="search-result-meta text-muted">
          {model ? <span>{model}</span> : null}
          {dated ? (
            <time dateTime={result.publishedAt}>{formatDate(result.publishedAt)}</time>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

/** No result in this tab: say so, point at the other kinds' results, and how to search better. */
function NoResult({
  address,
  answer,
  onShowAll,
}: {
  address: SearchAddress;
  answer: SiteSearchAnswer;
  onShowAll: () => void;
}) {
  const { t } = useTranslation();
  const { query, kind } = address;
  const elsewhere = kind ? searchKinds.reduce((sum, other) => sum + answer.counts[other], 0) : 0;
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        kind
          ? t("search.emptyInKind", { query, kind: t(`search.kinds.${kind}`) })
          : t("search.empty", { query })
      }
    >
      {elsewhere > 0 ? (
        <p className="search-elsewhere">
          {t("search.elsewhere", { count: elsewhere })}{" "}
          <Button type="primary" onClick={onShowAll}>
            {t("search.showAll")}
          </Button>
        </p>
      ) : null}
      <div className="search-hints">
        <p>{t("search.hintsTitle")}</p>
        <ul>
          <li>{t("search.hints.fewerWords")}</li>
          <li>{t("search.hints.modelPrefix")}</li>
          <li>{t("search.hints.atCommand")}</li>
          <li>{t("search.hints.otherWords")}</li>
        </ul>
      </div>
    </Empty>
  );
}

/**
 * #/search?q=&kind=&page=: the portal's one search, a tab per kind with its count. Everything
 * shown comes from the address, so back, forward, reload and a shared link show the same.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const address = searchAddressOf(params);
  const [typed, setTyped] = useState(address.query);
  // The field shows the address's words again whenever the address changes.
  const [typedFor, setTypedFor] = useState(address.query);
  if (typedFor !== address.query) {
    setTypedFor(address.query);
    setTyped(address.query);
  }
  const results = useSiteSearch(address);
  const go = (next: Partial<SearchAddress>) => navigate(searchPath({ ...address, ...next }));
  const answer = results.data;
  const activeTab: Tab = address.kind ?? allKinds;

  let body: React.ReactNode;
  if (results.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (results.isError) {
    body = (
      <LoadFailure
        title={t("search.loadFailed")}
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  } else if (answer && answer.total === 0) {
    body = (
      <Spin spinning={results.isPlaceholderData}>
        <NoResult address={address} answer={answer} onShowAll={() => go({ kind: null, page: 1 })} />
      </Spin>
    );
  } else if (answer) {
    body = (
      // The last answer stays on screen, dimmed, while the next tab or page loads.
      <Spin spinning={results.isPlaceholderData}>
        <p className="search-summary text-muted">
          {address.kind
            ? t("search.summaryInKind", {
                count: answer.total,
                query: address.query,
                kind: t(`search.kinds.${address.kind}`),
              })
            : t("search.summary", { count: answer.total, query: address.query })}
        </p>
        <ol className="search-results">
          {answer.list.map((result) => (
            <ResultItem
              key={`${result.kind}:${result.id}`}
              result={result}
              query={address.query}
              showKind={address.kind === null}
            />
          ))}
        </ol>
        {answer.total > searchPageSize ? (
          <Pager
            className="search-pagination"
            current={address.page}
            pageSize={searchPageSize}
            total={answer.total}
            onChange={(page) => go({ page })}
          />
        ) : null}
      </Spin>
    );
  }

  const countOf = (tab: Tab): number | null => {
    if (!answer) return null;
    if (tab === allKinds) return searchKinds.reduce((sum, kind) => sum + answer.counts[kind], 0);
    return answer.counts[tab];
  };
  const tabs: Tab[] = [allKinds, ...searchKinds];

  return (
    <div className="page-container page-narrow search-page">
      <h1 className="page-title">{t("search.title")}</h1>
      <SearchField
        className="search-page-field"
        value={typed}
        onChange={setTyped}
        aria-label={t("search.fieldLabel")}
        placeholder={t("search.placeholder")}
        buttonLabel={t("search.button")}
        maxLength={searchQueryMaxLength}
        size="large"
        onSearch={(value) => {
          const query = normalizedQuery(value);
          if (query) go({ query, page: 1 });
        }}
      />
      {/* A white panel of its own: Ant Design's Card would add 13 KB to a shared link's first load. */}
      <div className="search-panel">
        {address.query === "" ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("search.prompt")} />
        ) : (
          <LineTabs
            activeKey={activeTab}
            aria-label={t("search.kindsLabel")}
            onChange={(tab) => go({ kind: tab === allKinds ? null : (tab as SearchKind), page: 1 })}
            tabs={tabs.map((tab) => {
              const count = countOf(tab);
              return {
                key: tab,
                label: (
                  <>
                    {t(`search.kinds.${tab}`)}
                    {count === null ? null : <span className="search-tab-count">{count}</span>}
                  </>
                ),
              };
            })}
          >
            {body}
          </LineTabs>
        )}
      </div>
    </div>
  );
}
