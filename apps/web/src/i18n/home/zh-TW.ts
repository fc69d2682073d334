import type { HomeMessages } from "./zh-CN.ts";

export const homeZhTW: HomeMessages = {
  home: {
    banners: {
      label: "首頁橫幅",
      slide: "第 {{index}} 張，共 {{count}} 張",
    },
    hero: {
      eyebrow: "2G · 4G · NB-IoT · 5G",
      title: "連接萬物的無線通訊模組",
      subtitle:
        "全系列物聯網通訊模組，搭配開發板、技術文件與開發者社群，協助您的產品從選型、除錯到量產。",
      browseProducts: "瀏覽產品",
      readDocuments: "查看文件",
      highlightCoverage: "全網通",
      highlightPower: "低功耗",
      highlightIndustrial: "工業級",
    },
    categories: {
      title: "產品分類",
      subtitle: "依網路制式與型態，選擇適合您業務的模組",
      viewAll: "查看全部產品",
      models: "代表型號",
      g2: {
        name: "2G 模組",
        description: "GSM/GPRS 四頻，成熟穩定，適合既有設備與低成本資料傳輸。",
      },
      g4: {
        name: "4G 模組",
        description: "LTE Cat.1 / Cat.4 全網通，兼顧速率與成本，適合支付、車載與工業閘道。",
      },
      nbiot: {
        name: "NB-IoT 模組",
        description: "超低功耗、深度覆蓋，適合表計、煙感、門鎖等海量連接情境。",
      },
      g5: {
        name: "5G 模組",
        description: "高速率、低延遲，面向工業網際網路、高畫質影像與邊緣運算。",
      },
      devBoard: {
        name: "開發板",
        description: "評估板與核心通訊板，開箱即可除錯 AT 指令與參考設計。",
      },
      terminal: {
        name: "終端",
        description: "DTU、定位終端等整機產品，縮短產業應用的落地週期。",
      },
    },
    solutions: {
      title: "產業解決方案",
      subtitle: "經過大規模商用驗證的參考方案",
      learnMore: "了解方案",
    },
    services: {
      title: "開發者服務",
      documents: { name: "技術文件", description: "規格書、硬體設計指南與 AT 指令手冊" },
      school: { name: "開發學堂", description: "影片與圖文教學，從入門到量產" },
      support: { name: "技術支援", description: "線上諮詢，工程師即時回應" },
      knowledge: { name: "知識庫", description: "常見問題與除錯經驗彙整" },
    },
  },
};
