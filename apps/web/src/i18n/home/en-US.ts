import type { HomeMessages } from "./zh-CN.ts";

export const homeEnUS: HomeMessages = {
  home: {
    banners: {
      label: "Banners",
      slide: "Banner {{index}} of {{count}}",
    },
    hero: {
      eyebrow: "2G · 4G · NB-IoT · 5G",
      title: "Wireless modules that connect everything",
      subtitle:
        "A full range of IoT communication modules with development boards, documentation and a developer community, from selection and debugging to mass production.",
      browseProducts: "Browse products",
      readDocuments: "Read the documents",
      highlightCoverage: "All networks",
      highlightPower: "Low power",
      highlightIndustrial: "Industrial grade",
    },
    categories: {
      title: "Product categories",
      subtitle: "Choose the module for your business by network and form factor",
      viewAll: "View all products",
      models: "Typical models",
      g2: {
        name: "2G modules",
        description:
          "Quad-band GSM/GPRS, mature and stable, for existing devices and low-cost data links.",
      },
      g4: {
        name: "4G modules",
        description:
          "LTE Cat.1 / Cat.4 on all networks, balancing speed and cost for payment, vehicles and gateways.",
      },
      nbiot: {
        name: "NB-IoT modules",
        description:
          "Ultra-low power and deep coverage for meters, smoke detectors, door locks and other mass deployments.",
      },
      g5: {
        name: "5G modules",
        description:
          "High throughput and low latency for industrial internet, HD video and edge computing.",
      },
      devBoard: {
        name: "Development boards",
        description:
          "Evaluation and core communication boards to try AT commands and reference designs out of the box.",
      },
      terminal: {
        name: "Terminals",
        description:
          "Complete devices such as DTUs and trackers that shorten the way to an industry deployment.",
      },
    },
    solutions: {
      title: "Industry solutions",
      subtitle: "Reference designs proven in large-scale commercial use",
      learnMore: "Learn more",
    },
    services: {
      title: "Developer services",
      documents: {
        name: "Documents",
        description: "Datasheets, hardware design guides and AT command manuals",
      },
      school: { name: "Developer school", description: "Video and written tutorials" },
      support: {
        name: "Technical support",
        description: "Online consultation with our engineers",
      },
      knowledge: { name: "Knowledge base", description: "FAQs and debugging experience" },
    },
  },
};
