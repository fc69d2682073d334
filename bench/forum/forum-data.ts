/*
 * The words the bench forum is written with: module models, question titles and body sentences
 * in Simplified Chinese, English and Traditional Chinese. seed-forum.ts combines them into
 * 100,000 posts in SQL; run-forum.ts searches with keywords made of the same words, so a search
 * finds the share of posts a real forum's would (a model: about 3 %, a word: 1 to 10 %).
 */

/** The four boards of the demo forum, with the models asked about on each. */
export const benchBoards = [
  {
    name: "2G / NB-IoT",
    nameEn: "2G / NB-IoT",
    share: 0.35,
    models: ["M5310A", "M5311", "M5313", "MN316", "ML302A", "M6315", "M8321", "MN316-DBRH"],
  },
  {
    name: "LTE Cat.1",
    nameEn: "LTE Cat.1",
    share: 0.3,
    models: ["ML302", "ML305A", "ML307R", "ML307A", "ML307C", "ML510", "ML305U", "ML307S"],
  },
  {
    name: "5G 模组",
    nameEn: "5G modules",
    share: 0.15,
    models: ["F03X", "F02X", "RG500U", "F03X-CN", "F05X", "F01X", "RM500U", "F04X"],
  },
  {
    name: "开发板",
    nameEn: "Development boards",
    share: 0.2,
    models: ["OneMO EVB", "ML307R-DL", "M5311-EVB", "F03X-EVB", "ML302-EVK", "MN316-EVB"],
  },
] as const;

/** Question titles after the model, in the three languages the forum is written in. */
const titles = [
  "不注网，AT+CEREG? 一直返回 0,2",
  "AT+CSQ 返回 99,99，天线已经接好",
  "PPP 拨号失败，NO CARRIER",
  "PSM 模式下电流偏高，测到 200uA",
  "5G SA 附着失败，AT+CGATT 返回 0",
  "Windows 11 下 USB 驱动无法识别",
  "固件升级后串口无响应",
  "MQTT 连接 OneNET 平台经常断开",
  "TCP 透传模式丢包",
  "eDRX 参数设置不生效",
  "GNSS 定位冷启动时间太长",
  "SIM 卡识别失败，AT+CPIN? 返回 ERROR",
  "Module does not register on the network after reset",
  "AT+CSQ answers 99,99 with a good antenna",
  "PPP dial-up fails on Linux with pppd",
  "High sleep current in PSM mode",
  "5G SA attach rejected, cause 15",
  "USB driver not recognised on Windows 11",
  "UART stops answering after a firmware update",
  "HTTP download stalls at 64 KB",
  "How to enable eDRX with AT+CEDRXS",
  "Power on sequence and PWRKEY timing",
  "不註網，AT+CEREG? 一直回傳 0,2",
  "AT+CSQ 回傳 99,99，天線已接好",
  "PPP 撥號失敗，請問如何排查",
  "PSM 模式電流偏高",
  "Windows 11 無法識別 USB 驅動",
  "韌體升級後序列埠沒有回應",
];

/** Body paragraphs: what was tried, logs, hardware, as members write them. */
const sentences = [
  "上电后等待了十分钟，AT+CEREG? 仍然返回 0,2，AT+CGATT? 返回 0。",
  "已经确认 SIM 卡是物联网卡并且开通了 NB-IoT 业务，换了另一张卡也一样。",
  "天线是 FPC 天线，走线 50 欧姆阻抗，π 型匹配电路预留了位置。",
  "固件版本是 V1.2.3，用 AT+CGMR 查询得到的。",
  "供电用的是 3.6 V 锂亚电池，峰值电流时电压会跌到 3.1 V。",
  "串口日志如下：+CEREG: 0,2 +CSQ: 99,99 OK，请各位帮忙看看。",
  "在实验室里信号良好，放到地下室表井里就注册不上。",
  "用 AT+CPSMS=1 打开了 PSM，但是电流一直在 200 微安左右。",
  "拨号脚本用的是 pppd，chat 脚本里 ATD*99# 之后返回 NO CARRIER。",
  "APN 已经用 AT+CGDCONT 设置为 cmnet，仍然不行。",
  "Windows 11 设备管理器里显示未知设备，安装驱动后仍有黄色感叹号。",
  "开发板跳线按照手册设置，USB 和 UART 都试过。",
  "After power on the module answers OK to AT but AT+CEREG? stays at 0,2 for minutes.",
  "The antenna is a 50 ohm chip antenna with a pi matching network, VSWR below 2.",
  "Firmware version from AT+CGMR is V2.0.1, the latest on the download page.",
  "The supply is 3.8 V from an LDO rated for 2 A peak current.",
  "Here is the log: +CSQ: 99,99 then +CEREG: 0,3 after a while.",
  "I tried another SIM card from a different operator with the same result.",
  "pppd exits with status 16 and the modem hangs up right after CONNECT.",
  "In PSM the current measured with a power analyser is about 180 uA instead of 3 uA.",
  "The 5G SA network answers attach reject with cause 15, the SIM works in a phone.",
  "Windows 11 shows the device with a yellow mark and the COM ports do not appear.",
  "上電後等了十分鐘，AT+CEREG? 還是回傳 0,2。",
  "天線是板載天線，已經做過匹配，訊號在手機上顯示良好。",
  "韌體版本為 V1.2.5，已經是官網最新版本。",
  "序列埠日誌：+CSQ: 99,99，換了天線也一樣。",
  "用 pppd 撥號時出現 NO CARRIER，APN 設定為 cmnet。",
  "請問 PSM 模式下的電流正常應該是多少？",
];

/** Reply bodies: answers, follow-up questions, thanks. */
const replySentences = [
  "先用 AT+CFUN=0 再 AT+CFUN=1 重启射频，然后看 AT+CEREG? 是否变成 0,1。",
  "建议检查一下频段设置，AT+NBAND? 看看是否包含当地运营商的频段。",
  "99,99 表示没有信号，先确认天线和射频走线，再查一下 SIM 卡是否开通。",
  "PSM 电流偏高通常是外围电路漏电，断开外设单独测模组。",
  "Windows 11 需要安装新版 USB 驱动，旧版驱动没有签名。",
  "拨号前先 AT+CGATT? 确认已附着，再检查 APN。",
  "Try AT+CFUN=0 then AT+CFUN=1 and check the band with AT+NBAND?.",
  "99,99 means no signal: check the antenna path and the SIM provisioning first.",
  "Check that the UART lines are not back-powering the module in PSM.",
  "Install the signed USB driver 1.0.12 from the download centre, older ones fail on Windows 11.",
  "Thanks, that solved it!",
  "我也遇到同样的问题，请问最后怎么解决的？",
  "感謝，問題已經解決。",
  "建議先用 AT+CFUN=0 再 AT+CFUN=1 重新啟動射頻。",
];

/** Words a member types into the search box: Chinese pairs, English words, AT commands. */
const searchTerms = [
  "注网",
  "不注网",
  "驱动",
  "电流",
  "拨号",
  "天线",
  "固件",
  "串口",
  "信号",
  "附着",
  "註網",
  "驅動",
  "韌體",
  "撥號",
  "AT+CEREG",
  "AT+CSQ",
  "AT+CGATT",
  "AT+CPSMS",
  "AT+CGMR",
  "PSM",
  "PPP",
  "USB",
  "Windows",
  "antenna",
  "firmware",
  "driver",
  "current",
  "register",
  "NO CARRIER",
  "99,99",
];

/** Each board's models, titles and paragraphs, for seed-forum.ts. */
export function forumVocabulary() {
  return {
    models: benchBoards.flatMap((board, boardIndex) =>
      board.models.map((model) => ({ board: boardIndex + 1, text: model })),
    ),
    titles: titles.map((text) => ({ text })),
    paragraphs: sentences.map((text) => ({ text })),
    replies: replySentences.map((text) => ({ text })),
  };
}

/**
 * Keywords for the uncached search, every one different: each term alone and with each model
 * (`ML302 拨号`), as a member narrows a search down. Up to 1,000 or so distinct keywords.
 */
export function searchKeywords(): string[] {
  const models = benchBoards.flatMap((board) => board.models);
  const keywords = [...searchTerms];
  for (const model of models) {
    for (const term of searchTerms) keywords.push(`${model} ${term}`);
  }
  return keywords;
}
