import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import {
  folderTranslations,
  resourceTranslations,
} from "../modules/resource/resource-translation-kinds.ts";
import {
  resourceCatalogRoleGrants,
  resourceCatalogs,
  resourceCatalogUserGrants,
  resources,
} from "../modules/resource/schema.ts";
import { roles, users } from "../modules/user/schema.ts";
import { createTextPdf } from "../platform/pdf/text-pdf.ts";
import { fileStoresOf } from "../platform/storage/file-stores.ts";
import { monthFolder } from "../platform/storage/receive-upload.ts";
import type { SeedContext } from "./seed-context.ts";

/** Written in Simplified Chinese, each with its English version. */
type DemoFile = {
  title: string;
  description: string;
  english: { title: string; description: string };
  fileName: string;
  mimeType: string;
  bytes: () => Promise<Uint8Array>;
};

type DemoFolder = {
  name: string;
  english: string;
  sort: number;
  /** Granted to every member (the seeded "user" role). */
  forMembers?: boolean;
  /** Granted to this demo member by phone. */
  forPhone?: string;
  files: DemoFile[];
  children?: DemoFolder[];
};

const text = (value: string) => async () => new TextEncoder().encode(value);
const pdf = (title: string, lines: string[]) => () => createTextPdf({ title, lines, pages: 1 });

/** A minimal DXF drawing (text): the outline of a 16 x 18 mm module. */
const moduleOutline = [
  "0\nSECTION\n2\nENTITIES",
  ...[
    [0, 0, 16, 0],
    [16, 0, 16, 18],
    [16, 18, 0, 18],
    [0, 18, 0, 0],
  ].map(([x1, y1, x2, y2]) => `0\nLINE\n8\n0\n10\n${x1}\n20\n${y1}\n11\n${x2}\n21\n${y2}`),
  "0\nENDSEC\n0\nEOF\n",
].join("\n");

const demoFolders: DemoFolder[] = [
  {
    name: "市场资料",
    english: "Marketing",
    sort: 1,
    forMembers: true,
    files: [
      {
        title: "公司简介",
        description: "一页纸介绍公司及其模组产品系列，供合作伙伴放进演示文稿。",
        english: {
          title: "Company profile",
          description: "One page about the company and its module families, for partners' slides.",
        },
        fileName: "company-profile.pdf",
        mimeType: "application/pdf",
        bytes: pdf("Company profile", [
          "Wireless IoT modules: NB-IoT, Cat.1, 4G and 5G.",
          "Use this page in partner presentations.",
        ]),
      },
    ],
    children: [
      {
        name: "产品彩页",
        english: "Brochures",
        sort: 1,
        files: [
          {
            title: "NB-IoT 模组彩页",
            description: "NB-IoT 系列的双面宣传单页。",
            english: {
              title: "NB-IoT brochure",
              description: "Two-sided leaflet of the NB-IoT family.",
            },
            fileName: "nb-iot-brochure.pdf",
            mimeType: "application/pdf",
            bytes: pdf("NB-IoT brochure", ["Low power, wide coverage.", "Smart meters, trackers."]),
          },
          {
            title: "产品型号清单",
            description: "全部型号及其网络制式与封装，表格格式。",
            english: {
              title: "Model list",
              description: "Every model with its network and package, as a spreadsheet.",
            },
            fileName: "model-list.csv",
            mimeType: "text/csv; charset=utf-8",
            bytes: text("model,network,package\nF03X,NB-IoT,LCC\nC10A,Cat.1,LGA\n"),
          },
        ],
      },
    ],
  },
  {
    name: "图纸与工具",
    english: "Drawings and tools",
    sort: 2,
    forPhone: "13900000001",
    files: [
      {
        title: "模组外形图",
        description: "16 x 18 mm 封装的外形图，用于绘制 PCB 封装。",
        english: {
          title: "Module outline",
          description: "Outline of the 16 x 18 mm package, for the PCB footprint.",
        },
        fileName: "module-outline.dxf",
        mimeType: "application/octet-stream",
        bytes: text(moduleOutline),
      },
      {
        title: "串口调试工具说明",
        description: "串口调试工具的设置方法。",
        english: {
          title: "Serial tool notes",
          description: "How to set up the serial debugging tool.",
        },
        fileName: "serial-tool-readme.txt",
        mimeType: "text/plain; charset=utf-8",
        bytes: text("Serial tool\n\n115200 baud, 8N1. Send AT and expect OK.\n"),
      },
    ],
  },
];

/** A new English version of the record `id`. */
const inEnglish = (id: number) => ({ id, language: "en-US" as const, version: 0 });

/**
 * Loads the illustrative partner folders into an empty catalog table: marketing material every
 * member may download, drawings granted to one demo member, each file small and made here.
 * Names, titles and descriptions are written in Chinese, with their English versions.
 */
export async function seedDemoResources(ctx: SeedContext): Promise<boolean> {
  const [existing] = await ctx.db.select({ total: count() }).from(resourceCatalogs);
  if ((existing?.total ?? 0) > 0) return false;
  const store = (await fileStoresOf(ctx.config)).privateFiles;
  const [memberRole] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.key, "user"));
  const now = new Date();

  const seedFolder = async (folder: DemoFolder, parentId: number | null) => {
    const [catalog] = await ctx.db
      .insert(resourceCatalogs)
      .values({ parentId, name: folder.name, sort: folder.sort })
      .returning({ id: resourceCatalogs.id });
    if (!catalog) throw new Error(`the demo folder ${folder.name} was not inserted`);
    await folderTranslations.save(ctx.db, now, {
      ...inEnglish(catalog.id),
      fields: { name: folder.english },
    });
    if (folder.forMembers && memberRole) {
      await ctx.db
        .insert(resourceCatalogRoleGrants)
        .values({ catalogId: catalog.id, roleId: memberRole.id });
    }
    if (folder.forPhone) {
      const [member] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phone, folder.forPhone));
      if (member) {
        await ctx.db
          .insert(resourceCatalogUserGrants)
          .values({ catalogId: catalog.id, userId: member.id });
      }
    }
    for (const file of folder.files) {
      const extension = file.fileName.split(".").pop() ?? "bin";
      const stored = await store.save(
        `resources/${monthFolder(now)}`,
        extension,
        Readable.from([Buffer.from(await file.bytes())]),
      );
      const [resource] = await ctx.db
        .insert(resources)
        .values({
          catalogId: catalog.id,
          title: file.title,
          description: file.description,
          fileKey: stored.key,
          fileName: file.fileName,
          size: stored.size,
          mimeType: file.mimeType,
        })
        .returning({ id: resources.id });
      if (!resource) throw new Error(`the demo file ${file.title} was not inserted`);
      await resourceTranslations.save(ctx.db, now, {
        ...inEnglish(resource.id),
        fields: file.english,
      });
    }
    for (const child of folder.children ?? []) await seedFolder(child, catalog.id);
  };
  for (const folder of demoFolders) await seedFolder(folder, null);
  return true;
}
