/*
 * The words of the search bench's texts and FAQs, and the queries it sends: articles, notices
 * and solutions about the modules of the catalogue and the forum, in Simplified Chinese with an
 * English version for one in five, and queries of every kind a developer types (a model or its
 * beginning, an AT command, a Chinese word, an English word, a model with a word).
 */
import { benchBoards } from "../forum/forum-data.ts";

const models = benchBoards.flatMap((board) => board.models);

/** Text titles after a model: news, school articles, knowledge, notices, solutions. */
export const textTitles = [
  ["发布新固件，优化 PSM 功耗", "releases a firmware with lower PSM current"],
  ["硬件设计指南：天线与射频走线", "hardware design guide: antenna and RF layout"],
  ["AT 命令手册更新：AT+CEREG 与 AT+CGATT", "AT command manual update: AT+CEREG and AT+CGATT"],
  ["智能表计方案：NB-IoT 低功耗抄表", "smart meter solution: low power NB-IoT reading"],
  ["开发板入门：串口调试与 USB 驱动", "development board primer: UART debugging and USB driver"],
  ["MQTT 接入 OneNET 平台教程", "connecting to OneNET over MQTT"],
  ["5G SA 网络附着问题排查", "troubleshooting 5G SA network attach"],
  ["量产测试与认证说明", "production testing and certification notes"],
  ["GNSS 定位性能优化", "improving GNSS positioning performance"],
  ["停产通知与替代型号", "end of life notice and replacement models"],
] as const;

/** Body paragraphs of texts: one Chinese and one English per line. */
export const textParagraphs = [
  [
    "模组在 PSM 模式下电流低至 3 微安，适合电池供电的终端。",
    "In PSM the module draws as little as 3 uA, for battery powered devices.",
  ],
  ["使用 AT+CPSMS 设置 T3412 与 T3324 定时器。", "Set the T3412 and T3324 timers with AT+CPSMS."],
  [
    "天线匹配电路建议预留 π 型网络，走线保持 50 欧姆阻抗。",
    "Keep a pi matching network and 50 ohm traces for the antenna.",
  ],
  [
    "固件升级支持 FOTA 差分包，升级过程中请保持供电稳定。",
    "Firmware updates support FOTA deltas; keep the supply stable while updating.",
  ],
  [
    "拨号前先用 AT+CGATT? 确认已附着网络，再检查 APN 设置。",
    "Check the attach with AT+CGATT? before dialing, then the APN.",
  ],
  [
    "串口波特率默认 115200，支持自适应。",
    "The UART runs at 115200 baud by default and detects the rate.",
  ],
  ["Windows 11 请安装带签名的 USB 驱动。", "Windows 11 needs the signed USB driver."],
  [
    "信号质量可用 AT+CSQ 查询，99,99 表示无信号。",
    "Query the signal with AT+CSQ; 99,99 means no signal.",
  ],
] as const;

/** FAQ questions and answers. */
export const faqPairs = [
  ["模组不注网怎么办？", "先用 AT+CEREG? 查看注册状态，再检查 SIM 卡与天线。"],
  ["如何降低待机功耗？", "打开 PSM 与 eDRX，断开外设漏电。"],
  ["USB 驱动在哪里下载？", "在文档中心下载带签名的驱动程序。"],
  [
    "How do I update the firmware?",
    "Use the FOTA tool or the USB upgrade tool from the download centre.",
  ],
  ["What does AT+CSQ 99,99 mean?", "No signal: check the antenna and the SIM provisioning."],
] as const;

/** What developers type, each combined with models so that every request asks anew. */
const terms = [
  "功耗",
  "天线",
  "固件",
  "串口",
  "驱动",
  "拨号",
  "注网",
  "電流",
  "韌體",
  "定位",
  "AT+CSQ",
  "AT+CEREG?",
  "AT+CGATT",
  "AT+CPSMS",
  "PSM",
  "firmware",
  "antenna",
  "drivers",
  "current",
  "module",
];

/**
 * Queries for the search mix, all different: each term alone, each model and each model
 * beginning (`M53`, `ML30`) alone and with each term, Chinese and ASCII mixed.
 */
export function searchQueries(): string[] {
  const beginnings = [...new Set(models.map((model) => model.slice(0, 3)))];
  const queries = new Set<string>([...terms, ...models, ...beginnings]);
  for (const model of [...models, ...beginnings]) {
    for (const term of terms) queries.add(`${model} ${term}`);
  }
  return [...queries];
}
