import { type Banner, formatDate } from "@portal/shared";
import { Image, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { ListOrFailure } from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { TranslationStateTags } from "../../../../components/management/TranslationStateTags.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { recordFromList } from "../../../../components/management/VersionedForm.tsx";
import { useBannerTable, useDeleteBanner } from "./api.ts";
import { BannerFormModal } from "./BannerFormModal.tsx";
import { BannerTranslationDrawer } from "./BannerTranslationDrawer.tsx";
import { type BannerState, bannerState } from "./banner-form.ts";

const stateColours: Record<BannerState, string> = {
  active: "success",
  scheduled: "processing",
  expired: "default",
  disabled: "default",
};

/** The carousel's banners in order: picture, title, link, period and whether it shows now. */
export function BannerTable({ form }: { form: ReturnType<typeof useEditing<Banner | null>> }) {
  const { t } = useTranslation();
  const list = useListState({});
  const banners = useBannerTable({ page: list.page, pageSize: list.pageSize });
  const remove = useDeleteBanner();
  const translating = useEditing<{ id: number; title: string }>();
  const now = new Date();
  const recordOf = (banner: Banner) =>
    recordFromList(banners, banner, (page) => page.list.find((row) => row.id === banner.id));

  function period(banner: Banner) {
    const from = formatDate(banner.startsAt, "Y-m-d H:i");
    const until = formatDate(banner.endsAt, "Y-m-d H:i");
    if (!from && !until) return t("content.bannerManagement.banners.always");
    return (
      <span className="banner-period-text">
        {from ? <span>{t("content.bannerManagement.banners.from", { time: from })}</span> : null}
        {until ? <span>{t("content.bannerManagement.banners.until", { time: until })}</span> : null}
      </span>
    );
  }

  const columns: ManagementColumn<Banner>[] = [
    {
      key: "image",
      title: t("content.bannerManagement.banners.image"),
      width: 152,
      render: (_, banner) => (
        <Image
          src={banner.image}
          alt={t("content.bannerManagement.banners.preview", { title: banner.title })}
          width={120}
          height={45}
          className="banner-thumbnail"
        />
      ),
    },
    {
      key: "title",
      title: t("content.bannerManagement.banners.title"),
      render: (_, banner) => (
        <>
          <CutText text={banner.title} lang={banner.localization.originalLanguage} />
          <TranslationStateTags
            originalLanguage={banner.localization.originalLanguage}
            translations={banner.translations}
          />
        </>
      ),
    },
    {
      key: "link",
      title: t("content.bannerManagement.banners.link"),
      render: (_, banner) => <CutText text={banner.link} />,
    },
    {
      key: "sort",
      title: t("content.bannerManagement.banners.sort"),
      width: 80,
      align: "right",
      dataIndex: "sort",
    },
    {
      key: "period",
      title: t("content.bannerManagement.banners.period"),
      width: 180,
      render: (_, banner) => period(banner),
    },
    {
      key: "status",
      title: t("content.bannerManagement.banners.status"),
      width: 100,
      render: (_, banner) => {
        const state = bannerState(banner, now);
        return (
          <Tag color={stateColours[state]}>
            {t(`content.bannerManagement.banners.states.${state}`)}
          </Tag>
        );
      },
    },
  ];

  return (
    <ListOrFailure query={banners}>
      <ManagementTable<Banner>
        table="banners"
        rowKey="id"
        columns={columns}
        {...list.tableOf(banners)}
        emptyText={t("content.bannerManagement.banners.empty")}
        actions={{
          width: 230,
          render: (banner) => (
            <RowActions
              onEdit={() => form.open(banner)}
              onTranslate={() => translating.open({ id: banner.id, title: banner.title })}
              removal={{
                question: t("content.bannerManagement.banners.deleteConfirm", {
                  title: banner.title,
                }),
                doneMessage: t("common.management.deleted"),
                remove: () => remove.mutateAsync(banner.id),
              }}
            />
          ),
        }}
      />
      {form.editing ? (
        <BannerFormModal
          key={form.editing.key}
          record={form.editing.target ? recordOf(form.editing.target) : null}
          onClosed={form.close}
        />
      ) : null}
      {translating.editing ? (
        <BannerTranslationDrawer
          key={translating.editing.key}
          target={translating.editing.target}
          onClosed={translating.close}
        />
      ) : null}
    </ListOrFailure>
  );
}
