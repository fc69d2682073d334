/** The English name of each demo text's category, as staff would type it in the languages drawer. */
export const englishDemoCategories: Record<string, string> = {
  智慧能源: "Smart energy",
  车联网: "Connected vehicles",
  智慧零售: "Smart retail",
  公司新闻: "Company news",
  产品发布: "Product launches",
  入门教程: "Getting started",
  进阶教程: "Advanced tutorials",
  硬件设计: "Hardware design",
  平台对接: "Platform integration",
  故障排查: "Troubleshooting",
  产品彩页: "Product brochure",
  方案手册: "Solution handbook",
};

/**
 * The English version of each demo text, keyed by its Chinese title: what staff would write in
 * the languages drawer, so an English reader gets the demo content in English.
 */
export const englishDemoTexts: Record<
  string,
  { title: string; summary?: string; content: string }
> = {
  "NB-IoT 智能抄表解决方案": {
    title: "NB-IoT smart metering solution",
    summary:
      "Remote reading of water and gas meters with M5311: ten years on one battery, " +
      "deep coverage down into underground meter pits.",
    content:
      "<h2>Overview</h2><p>The NB-IoT smart metering solution embeds the M5311 module in water, " +
      "gas and heat meters. Each meter reports its reading at set times every day and the " +
      "platform sends valve-control commands when needed, so nobody has to visit homes to read " +
      "meters.</p>" +
      "<h3>Advantages</h3><ul><li><strong>Deep coverage</strong>: 20 dB more gain than GPRS, " +
      "so connections stay stable in basements and pipe shafts.</li><li><strong>Ultra-low " +
      "power</strong>: in PSM and eDRX modes, one lithium thionyl chloride battery lasts 8 to " +
      "10 years.</li><li><strong>Massive connectivity</strong>: a single cell supports tens of " +
      "thousands of meters online at once.</li></ul>" +
      "<h3>Typical architecture</h3><ol><li>The meter MCU drives the M5311 over UART and " +
      "registers on the network with AT commands.</li><li>Readings are reported to the OneNET " +
      "platform over CoAP/LwM2M.</li><li>The billing systems of water and gas utilities fetch " +
      "data and alarms through the API.</li></ol>" +
      "<table><thead><tr><th>Metric</th><th>Value</th></tr></thead><tbody><tr>" +
      "<td>Reporting interval</td><td>1 to 4 times a day</td></tr><tr><td>PSM current</td>" +
      "<td>About 3 μA</td></tr><tr><td>Operating temperature</td><td>-40 °C to +85 °C</td>" +
      "</tr></tbody></table>",
  },
  电动车与摩托车定位终端解决方案: {
    title: "Tracking terminal solution for e-bikes and motorcycles",
    summary:
      "A 4G Cat.1 module plus GNSS: real-time positioning, geofencing, anti-theft alarms " +
      "and remote power cut-off.",
    content:
      "<h2>Overview</h2><p>The tracking terminal is fitted in the battery compartment or frame " +
      "of an e-bike or motorcycle. The ML302 4G Cat.1 module provides connectivity and a GNSS " +
      "chip provides dual-mode BeiDou and GPS positioning.</p>" +
      "<h3>Main features</h3><ul><li>Real-time positioning and historical track playback</li>" +
      "<li>Geofencing: instant alarm when the vehicle leaves the area</li><li>Vibration, " +
      "movement and power-loss alarms, with remote fuel and power cut-off</li><li>OTA remote " +
      "firmware upgrades</li></ul>" +
      "<h3>Hardware notes</h3><p>The terminal accepts a wide input voltage of 9 V to 72 V. A " +
      "built-in backup battery keeps it reporting for 24 hours after the main power is cut. " +
      "The antenna is an FPC patch, easy to hide during installation.</p>",
  },
  移动支付云喇叭解决方案: {
    title: "Mobile payment cloud speaker solution",
    summary:
      "Real-time voice announcement of received payments. A small module and low-power " +
      "standby suit portable speakers.",
    content:
      "<h2>Overview</h2><p>When a merchant receives a QR code payment, the payment platform " +
      "pushes the notification to the cloud speaker, which announces the amount at once. The " +
      "module connects directly to the cellular network, needs no in-store Wi-Fi and works " +
      "out of the box.</p>" +
      "<h3>Module specifications</h3><p>The module used in this solution measures " +
      "<strong>18.7 x 16.0 x 2.7 mm</strong> with a sleep current of <strong>1.18 mA</strong>. " +
      "It has built-in TTS speech synthesis and an audio PA driver, so the whole device can " +
      "fit in the palm of a hand.</p>" +
      "<h3>Advantages</h3><ul><li>Announcement latency under 1 second</li><li>More than 15 " +
      "days of standby on one charge</li><li>Remote updates of the announcement voice and " +
      "advertising slogans</li></ul>",
  },
  "NB-IoT 模组 M5311 通过全网认证": {
    title: "NB-IoT module M5311 certified on all networks",
    summary:
      "M5311 has passed network access testing with all three major carriers and is ready " +
      "for commercial use nationwide.",
    content:
      "<p>The M5311 NB-IoT module has recently passed network access testing. It supports " +
      "bands B3, B5 and B8 and complies with 3GPP Release 14.</p><p>The module comes in an LCC " +
      "package with the same footprint as the previous generation, so customers can upgrade " +
      "without redesigning their boards.</p>",
  },
  "5G 模组 F03X 开启样品申请": {
    title: "Samples of the 5G module F03X now available",
    summary:
      "The F03X 5G module for industrial gateways and CPE is open for sample requests " +
      "starting today.",
    content:
      "<p>F03X supports both SA and NSA networking with a peak downlink rate of 2.1 Gbps, " +
      "suited to industrial gateways, CPE and HD video backhaul.</p><p>Sample requests can be " +
      "submitted on the product page. Our technical support team will contact you within two " +
      "working days.</p>",
  },
  开发者门户全新上线: {
    title: "New developer portal launched",
    summary: "Documentation center, knowledge base and developer school, all in one portal.",
    content:
      "<p>The new portal puts product information, document downloads, FAQs and developer " +
      "courses in one place. Registered users can also bookmark articles and join " +
      "discussions.</p>",
  },
  "N10SG NB-IoT 定位模组进入量产": {
    title: "N10SG NB-IoT positioning module enters mass production",
    summary:
      "NB-IoT communication and GNSS positioning in a single module, suited to asset " +
      "tracking and shared devices.",
    content:
      "<p>N10SG integrates NB-IoT communication with BeiDou and GPS positioning in a single " +
      "module. Its low-power positioning suits asset tracking, shared bike locks and pet " +
      "trackers.</p>",
  },
  "从零开始：用 AT 指令让 M5311 注册网络": {
    title: "Getting started: register M5311 on the network with AT commands",
    summary: "Five commands to power up, check the signal and attach to the network.",
    content:
      "<h2>Preparation</h2><p>Connect the development board to your computer over USB, open " +
      "a serial terminal and set the baud rate to 9600.</p><h2>Steps</h2>" +
      '<pre><code class="language-plaintext">AT\r\nAT+CFUN=1\r\nAT+CSQ\r\nAT+CGATT=1\r\nAT+CGATT?</code></pre>' +
      "<p>If the last command returns <code>+CGATT:1</code>, the module has attached to the " +
      "network.</p>",
  },
  "低功耗设计要点：PSM 与 eDRX 如何选": {
    title: "Low-power design: choosing between PSM and eDRX",
    summary: "Pick a power-saving mode based on reporting frequency and downlink latency needs.",
    content:
      "<p>PSM suits devices that only report at set times and can tolerate delayed downlink " +
      "messages. eDRX suits devices that must respond to downlink commands within tens of " +
      "seconds.</p>" +
      "<table><thead><tr><th>Mode</th><th>Typical current</th><th>Downlink latency</th></tr>" +
      "</thead><tbody><tr><td>PSM</td><td>3 μA</td><td>Until the next wake-up</td></tr><tr>" +
      "<td>eDRX</td><td>About 20 μA</td><td>20 s to 10 min</td></tr></tbody></table>",
  },
  天线布局的五个常见错误: {
    title: "Five common antenna layout mistakes",
    summary: "Too little clearance, overlong traces, a broken ground plane...",
    content:
      "<ol><li>Copper or components inside the antenna keep-out area.</li><li>RF traces that " +
      "are too long and lack 50 Ω impedance control.</li><li>A split ground plane.</li><li>No " +
      "footprint reserved for a matching network.</li><li>Metal inside the enclosure blocking " +
      "the antenna.</li></ol>",
  },
  "视频：M5311 开发板开箱与上手": {
    title: "Video: unboxing and getting started with the M5311 development board",
    summary: "Learn the board's interfaces and jumpers in ten minutes.",
    content:
      "<p>This video introduces the board's power supply, SIM card holder, USB serial port " +
      "and antenna connector, and demonstrates the first network registration.</p>",
  },
  "视频：用 OneNET 平台接收设备数据": {
    title: "Video: receiving device data on the OneNET platform",
    summary: "From creating a product to seeing your first data point.",
    content:
      "<p>Shows how to create a product and register a device on OneNET, then report " +
      "temperature data over LwM2M.</p>",
  },
  模组无法注网的排查步骤: {
    title: "Troubleshooting a module that cannot register on the network",
    summary: "Check the SIM card, signal, bands and APN, in that order.",
    content:
      "<ol><li>Can <code>AT+CIMI</code> read the IMSI?</li><li>Is the <code>AT+CSQ</code> " +
      "signal above 10?</li><li>Do the bands match the local network?</li><li>Is the APN " +
      "correct?</li></ol>",
  },
  串口乱码怎么办: {
    title: "What to do about garbled serial output",
    summary: "Usually a baud rate or voltage level mismatch.",
    content:
      "<p>Make sure both ends use the same baud rate, and check that the module's 1.8 V " +
      "signals go through a level shifter before connecting to a 3.3 V MCU.</p>",
  },
  "M5311 产品彩页": {
    title: "M5311 product brochure",
    summary: "M5311 specifications and applications on one page.",
    content:
      "<p>M5311: NB-IoT, LCC package, 18.7 x 16.0 x 2.7 mm, for meters, smoke detectors and " +
      "door sensors.</p>",
  },
  "行业解决方案手册（2026 版）": {
    title: "Industry solutions handbook (2026 edition)",
    summary: "A collection of smart energy, connected vehicle and smart retail solutions.",
    content:
      "<p>The handbook covers solutions such as smart metering, tracking terminals and cloud " +
      "speakers, with reference designs and module selection advice.</p>",
  },
  关于春节期间技术支持安排的通知: {
    title: "Technical support during the Spring Festival holiday",
    summary:
      "Online customer service stays staffed during the holiday; ticket response time is " +
      "extended to 24 hours.",
    content:
      "<p>During the Spring Festival, online customer service stays staffed as usual and " +
      "phone support is suspended. Tickets will be answered within 24 hours.</p>",
  },
  "M5310A 停产及替代型号说明": {
    title: "M5310A discontinuation and replacement model",
    summary: "M5310A will be discontinued at the end of the year. We recommend migrating to M5311.",
    content:
      "<p>M5310A production will end on December 31 this year. M5311 is pin-compatible with " +
      "it; see the migration guide in the documentation center.</p>",
  },
  文档中心下载需登录的说明: {
    title: "Sign-in required for documentation center downloads",
    summary: "Some materials can only be downloaded after signing in or being whitelisted.",
    content:
      "<p>Materials such as hardware design guides require signing in to download. Firmware " +
      "and tools require applying to be added to the whitelist.</p>",
  },
  系统维护通知: {
    title: "System maintenance notice",
    summary: "The portal will be under maintenance this Saturday from 2:00 to 4:00 a.m.",
    content:
      "<p>The portal will be unavailable during maintenance. We apologize for any " +
      "inconvenience.</p>",
  },
  订阅: {
    title: "Subscribe",
    content:
      "<p>Subscribe to our product updates to be the first to hear about new releases, " +
      "firmware updates and technical articles.</p><ul><li>A monthly product newsletter</li>" +
      "<li>Firmware and documentation update alerts</li><li>Invitations to in-person " +
      "technical meetups</li></ul>",
  },
  增值服务: {
    title: "Value-added services",
    content:
      "<h2>What we offer</h2><ul><li><strong>Custom firmware</strong>: AT commands and " +
      "protocol stacks tailored to your needs.</li><li><strong>RF testing</strong>: OTA " +
      "performance pre-testing of complete devices.</li><li><strong>Certification " +
      "support</strong>: CCC, SRRC and carrier network access.</li></ul>",
  },
  关于我们: {
    title: "About us",
    content:
      "<p>We develop and sell cellular IoT communication modules. Our products cover 2G, 4G, " +
      "NB-IoT and 5G, serving customers in metering, connected vehicles, retail, industry " +
      "and more.</p>",
  },
};
