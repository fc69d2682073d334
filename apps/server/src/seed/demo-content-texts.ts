import type { SinglePageKey, TextType } from "@portal/shared";
import type { DemoVideoName } from "./demo-videos.ts";

/** One demo text: what staff would write, and how many days ago it was published. */
export type DemoText = {
  type: TextType;
  title: string;
  summary?: string;
  content: string;
  category?: string;
  tags?: string[];
  pageKey?: SinglePageKey;
  videoUrl?: string;
  /** A school video's committed file (and poster): stored at seed time as `videoUrl` and `cover`. */
  video?: DemoVideoName;
  pinned?: boolean;
  daysAgo: number;
  readCount?: number;
};

/** The three solutions of the spec. */
const solutions: DemoText[] = [
  {
    type: "solution",
    title: "NB-IoT 智能抄表解决方案",
    summary: "基于 M5311 的水表、燃气表远程抄表：电池供电十年，深度覆盖地下表井。",
    category: "智慧能源",
    tags: ["NB-IoT", "M5311", "抄表"],
    daysAgo: 40,
    readCount: 860,
    content:
      "<h2>方案概述</h2><p>NB-IoT 智能抄表方案把 M5311 模组嵌入水表、燃气表和热量表，表计每天定时上报读数，平台按需下发阀控指令，免去人工入户抄表。</p>" +
      "<h3>方案优势</h3><ul><li><strong>深度覆盖</strong>：比 GPRS 增益 20 dB，地下室与管道井也能稳定连接。</li><li><strong>超低功耗</strong>：PSM 与 eDRX 模式下，一节锂亚电池可工作 8 至 10 年。</li><li><strong>海量连接</strong>：单小区支持数万台表计同时在网。</li></ul>" +
      "<h3>典型架构</h3><ol><li>表计 MCU 通过 UART 驱动 M5311，按 AT 指令完成注网。</li><li>读数经 CoAP/LwM2M 上报 OneNET 平台。</li><li>水务、燃气公司的营收系统通过 API 获取数据与告警。</li></ol>" +
      "<table><thead><tr><th>指标</th><th>数值</th></tr></thead><tbody><tr><td>上报周期</td><td>每日 1 至 4 次</td></tr><tr><td>PSM 电流</td><td>约 3 μA</td></tr><tr><td>工作温度</td><td>-40 ℃ 至 +85 ℃</td></tr></tbody></table>",
  },
  {
    type: "solution",
    title: "电动车与摩托车定位终端解决方案",
    summary: "4G Cat.1 模组加 GNSS，实时定位、电子围栏、防盗告警与远程断电。",
    category: "车联网",
    tags: ["Cat.1", "ML302", "定位"],
    daysAgo: 35,
    readCount: 640,
    content:
      "<h2>方案概述</h2><p>定位终端安装在电动车、摩托车的电池仓或车架内，ML302 4G Cat.1 模组负责联网，GNSS 芯片提供北斗与 GPS 双模定位。</p>" +
      "<h3>主要功能</h3><ul><li>实时定位与历史轨迹回放</li><li>电子围栏：驶出区域即时告警</li><li>震动、移动、断电告警，支持远程断油断电</li><li>OTA 远程升级固件</li></ul>" +
      "<h3>硬件要点</h3><p>终端宽电压输入 9 V 至 72 V，内置备用电池在主电被剪断后继续上报 24 小时；天线采用 FPC 贴片，便于隐藏安装。</p>",
  },
  {
    type: "solution",
    title: "移动支付云喇叭解决方案",
    summary: "收款到账实时语音播报，小尺寸模组与低功耗待机适合便携音箱。",
    category: "智慧零售",
    tags: ["云喇叭", "支付", "M5313"],
    daysAgo: 30,
    readCount: 720,
    content:
      "<h2>方案概述</h2><p>商户扫码收款后，支付平台把到账消息推送给云喇叭，喇叭即时播报金额。模组直连蜂窝网络，不依赖店内 Wi-Fi，开机即用。</p>" +
      "<h3>模组规格</h3><p>方案采用的模组尺寸为 <strong>18.7 x 16.0 x 2.7 mm</strong>，休眠电流 <strong>1.18 mA</strong>，内置 TTS 语音合成与音频 PA 驱动，整机可做到掌心大小。</p>" +
      "<h3>方案优势</h3><ul><li>到账播报时延小于 1 秒</li><li>一次充电待机 15 天以上</li><li>支持远程更新播报音色与广告语</li></ul>",
  },
];

const articles: DemoText[] = [
  {
    type: "news",
    title: "NB-IoT 模组 M5311 通过全网认证",
    summary: "M5311 完成三大运营商网络的入网测试，可在全国范围商用。",
    category: "公司新闻",
    daysAgo: 3,
    readCount: 320,
    content:
      "<p>M5311 NB-IoT 模组近日完成入网测试，支持 B3、B5、B8 频段，符合 3GPP Release 14 规范。</p><p>模组提供 LCC 封装，尺寸与前代产品兼容，客户无需改板即可升级。</p>",
  },
  {
    type: "news",
    title: "5G 模组 F03X 开启样品申请",
    summary: "面向工业网关与 CPE 的 5G 模组 F03X 即日起接受样品申请。",
    category: "产品发布",
    daysAgo: 8,
    readCount: 510,
    content:
      "<p>F03X 支持 SA/NSA 双模组网，下行峰值速率 2.1 Gbps，适用于工业网关、CPE 与高清视频回传。</p><p>样品申请可在产品页提交，技术支持团队将在两个工作日内联系您。</p>",
  },
  {
    type: "news",
    title: "开发者门户全新上线",
    summary: "文档中心、知识库与开发者课堂整合到一个门户。",
    category: "公司新闻",
    daysAgo: 1,
    readCount: 150,
    content:
      "<p>新门户把产品资料、文档下载、常见问题与开发课堂放在同一处，注册用户还可以收藏文章、参与讨论。</p>",
  },
  {
    type: "news",
    title: "N10SG NB-IoT 定位模组进入量产",
    summary: "NB-IoT 通信与 GNSS 定位集成在一个模组里，适合资产追踪与共享设备。",
    category: "产品发布",
    daysAgo: 12,
    readCount: 280,
    content:
      "<p>N10SG 把 NB-IoT 通信与北斗、GPS 定位集成在一个模组里，低功耗定位适用于资产追踪、共享单车锁与宠物定位器。</p>",
  },
  {
    type: "schoolArticle",
    title: "从零开始：用 AT 指令让 M5311 注册网络",
    summary: "五条指令完成开机、查询信号与附着网络。",
    category: "入门教程",
    tags: ["AT 指令", "NB-IoT"],
    daysAgo: 20,
    readCount: 1200,
    content:
      "<h2>准备工作</h2><p>把开发板通过 USB 接到电脑，打开串口工具，波特率 9600。</p><h2>指令步骤</h2>" +
      '<pre><code class="language-plaintext">AT\r\nAT+CFUN=1\r\nAT+CSQ\r\nAT+CGATT=1\r\nAT+CGATT?</code></pre>' +
      "<p>最后一条返回 <code>+CGATT:1</code> 表示已附着网络。</p>",
  },
  {
    type: "schoolArticle",
    title: "低功耗设计要点：PSM 与 eDRX 如何选",
    summary: "根据上报频率与下行时延要求选择省电模式。",
    category: "进阶教程",
    tags: ["低功耗"],
    daysAgo: 18,
    readCount: 940,
    content:
      "<p>PSM 适合只需定时上报、允许下行消息延迟的设备；eDRX 适合需要在数十秒内响应下行指令的设备。</p>" +
      "<table><thead><tr><th>模式</th><th>典型电流</th><th>下行时延</th></tr></thead><tbody><tr><td>PSM</td><td>3 μA</td><td>至下次唤醒</td></tr><tr><td>eDRX</td><td>约 20 μA</td><td>20 s 至 10 min</td></tr></tbody></table>",
  },
  {
    type: "schoolArticle",
    title: "天线布局的五个常见错误",
    summary: "净空不足、走线过长、地平面不完整……",
    category: "硬件设计",
    daysAgo: 14,
    readCount: 430,
    content:
      "<ol><li>天线净空区内有铜皮或器件。</li><li>射频走线过长且未做 50 Ω 阻抗控制。</li><li>地平面被分割。</li><li>匹配网络未预留。</li><li>外壳内有金属遮挡。</li></ol>",
  },
  {
    type: "schoolVideo",
    title: "视频：M5311 开发板开箱与上手",
    summary: "十分钟了解开发板的接口与跳线。",
    category: "入门教程",
    daysAgo: 16,
    readCount: 380,
    video: "m5311-board-unboxing",
    content: "<p>本视频介绍开发板的电源、SIM 卡座、USB 串口与天线接口，并演示第一次注网。</p>",
  },
  {
    type: "schoolVideo",
    title: "视频：用 OneNET 平台接收设备数据",
    summary: "从创建产品到看到第一条数据。",
    category: "平台对接",
    daysAgo: 10,
    readCount: 260,
    video: "onenet-device-data",
    content: "<p>演示在 OneNET 创建产品、注册设备，并用 LwM2M 协议上报温度数据。</p>",
  },
  {
    type: "knowledge",
    title: "模组无法注网的排查步骤",
    summary: "依次检查 SIM 卡、信号、频段与 APN。",
    category: "故障排查",
    daysAgo: 9,
    readCount: 700,
    content:
      "<ol><li><code>AT+CIMI</code> 能否读到 IMSI。</li><li><code>AT+CSQ</code> 信号是否大于 10。</li><li>频段是否与当地网络一致。</li><li>APN 是否正确。</li></ol>",
  },
  {
    type: "knowledge",
    title: "串口乱码怎么办",
    summary: "多半是波特率或电平不匹配。",
    category: "故障排查",
    daysAgo: 6,
    readCount: 350,
    content: "<p>确认两端波特率一致，并检查模组 1.8 V 电平是否经过电平转换后再接入 3.3 V MCU。</p>",
  },
  {
    type: "marketing",
    title: "M5311 产品彩页",
    summary: "一页看懂 M5311 的规格与应用。",
    category: "产品彩页",
    daysAgo: 25,
    readCount: 190,
    content: "<p>M5311：NB-IoT，LCC 封装，18.7 x 16.0 x 2.7 mm，适用于表计、烟感与门磁。</p>",
  },
  {
    type: "marketing",
    title: "行业解决方案手册（2026 版）",
    summary: "智慧能源、车联网与智慧零售的方案合集。",
    category: "方案手册",
    daysAgo: 22,
    readCount: 240,
    content: "<p>手册收录抄表、定位终端与云喇叭等方案，附参考设计与选型建议。</p>",
  },
];

const notices: DemoText[] = [
  {
    type: "notice",
    title: "关于春节期间技术支持安排的通知",
    summary: "假期期间在线客服正常值守，工单响应时间延长至 24 小时。",
    pinned: true,
    daysAgo: 2,
    content: "<p>春节期间在线客服正常值守，电话支持暂停，工单将在 24 小时内回复。</p>",
  },
  {
    type: "notice",
    title: "M5310A 停产及替代型号说明",
    summary: "M5310A 将于年底停产，推荐迁移至 M5311。",
    daysAgo: 5,
    content: "<p>M5310A 将于今年 12 月 31 日停止生产，M5311 与其管脚兼容，迁移指南见文档中心。</p>",
  },
  {
    type: "notice",
    title: "文档中心下载需登录的说明",
    summary: "部分资料需登录或加入白名单后下载。",
    daysAgo: 7,
    content: "<p>硬件设计指南等资料需登录后下载；固件与工具需申请加入白名单。</p>",
  },
  {
    type: "notice",
    title: "系统维护通知",
    summary: "本周六凌晨 2:00 至 4:00 门户维护。",
    daysAgo: 11,
    content: "<p>维护期间门户暂停访问，给您带来不便敬请谅解。</p>",
  },
];

const pages: DemoText[] = [
  {
    type: "page",
    pageKey: "subscribe",
    title: "订阅",
    daysAgo: 60,
    content:
      "<p>订阅我们的产品动态，第一时间获取新品发布、固件更新与技术文章。</p><ul><li>每月一期产品月报</li><li>固件与文档更新提醒</li><li>线下技术沙龙邀请</li></ul>",
  },
  {
    type: "page",
    pageKey: "valueadd",
    title: "增值服务",
    daysAgo: 60,
    content:
      "<h2>我们提供</h2><ul><li><strong>定制固件</strong>：按需裁剪 AT 指令与协议栈。</li><li><strong>射频测试</strong>：整机 OTA 性能预测试。</li><li><strong>认证协助</strong>：CCC、SRRC 与运营商入网。</li></ul>",
  },
  {
    type: "page",
    pageKey: "aboutus",
    title: "关于我们",
    daysAgo: 60,
    content:
      "<p>我们专注于蜂窝物联网通信模组的研发与销售，产品覆盖 2G、4G、NB-IoT 与 5G，服务表计、车联网、零售与工业等行业客户。</p>",
  },
];

export const demoTexts: DemoText[] = [...solutions, ...articles, ...notices, ...pages];
