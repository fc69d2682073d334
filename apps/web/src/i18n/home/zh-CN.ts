import type { DeepStrings } from "../zh-CN.ts";

/** Simplified Chinese texts of the home feature: the reference; the other languages have its keys. */
export const homeZhCN = {
  home: {
    banners: {
      label: "首页横幅",
      slide: "第 {{index}} 张，共 {{count}} 张",
    },
    hero: {
      eyebrow: "2G · 4G · NB-IoT · 5G",
      title: "连接万物的无线通信模组",
      subtitle:
        "全系列物联网通信模组，配套开发板、技术文档与开发者社区，助力您的产品从选型、调试到量产。",
      browseProducts: "浏览产品",
      readDocuments: "查看文档",
      highlightCoverage: "全网通",
      highlightPower: "低功耗",
      highlightIndustrial: "工业级",
    },
    categories: {
      title: "产品分类",
      subtitle: "按网络制式与形态，选择适合您业务的模组",
      viewAll: "查看全部产品",
      models: "代表型号",
      g2: {
        name: "2G 模组",
        description: "GSM/GPRS 四频，成熟稳定，适合存量设备与低成本数据传输。",
      },
      g4: {
        name: "4G 模组",
        description: "LTE Cat.1 / Cat.4 全网通，兼顾速率与成本，适合支付、车载与工业网关。",
      },
      nbiot: {
        name: "NB-IoT 模组",
        description: "超低功耗、深度覆盖，适合表计、烟感、门锁等海量连接场景。",
      },
      g5: {
        name: "5G 模组",
        description: "高速率、低时延，面向工业互联网、高清视频与边缘计算。",
      },
      devBoard: {
        name: "开发板",
        description: "评估板与核心通信板，开箱即可调试 AT 指令与参考设计。",
      },
      terminal: {
        name: "终端",
        description: "DTU、定位终端等整机产品，缩短行业应用的落地周期。",
      },
    },
    solutions: {
      title: "行业解决方案",
      subtitle: "经过规模商用验证的参考方案",
      learnMore: "了解方案",
    },
    services: {
      title: "开发者服务",
      documents: { name: "技术文档", description: "规格书、硬件设计指南与 AT 指令手册" },
      school: { name: "开发学堂", description: "视频与图文教程，从入门到量产" },
      support: { name: "技术支持", description: "在线咨询，工程师及时响应" },
      knowledge: { name: "知识库", description: "常见问题与调试经验汇总" },
    },
  },
};

export type HomeMessages = DeepStrings<typeof homeZhCN>;
