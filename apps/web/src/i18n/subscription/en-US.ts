import type { SubscriptionMessages } from "./zh-CN.ts";

export const subscriptionEnUS: SubscriptionMessages = {
  subscription: {
    title: "My subscriptions",
    intro:
      "Subscribe to products and document types: new document versions and product notices reach your message centre, and your e-mail if you like.",
    products: "Products",
    productsPlaceholder: "Search a model or name and pick products",
    productsHint: "You hear of new document versions and notices of these products",
    noProducts: "No products to subscribe to",
    documentTypes: "Document types",
    documentTypesHint:
      "No type chosen: every document of your products. Types chosen: only these, and general documents of these types that belong to no product",
    email: "Also send an e-mail",
    emailTo: "Sent to {{address}}",
    noEmailAddress: "Your account has no e-mail address, so no e-mail can reach you.",
    addEmail: "Add an e-mail address",
    save: "Save subscriptions",
    saved: "Subscriptions saved",
    nothingChosen: "You subscribe to nothing yet",
    unsubscribeAll: "Unsubscribe from everything",
    unsubscribedAll:
      "You are unsubscribed from everything and will get no more subscription notices.",
    undo: "Undo",
    restored: "Your subscriptions are back",
    loadFailed: "Your subscriptions could not be loaded",
    signInTitle: "Sign in to subscribe",
    signInDescription:
      "Signed in, you can subscribe to products and document types and hear of new documents and product notices first.",
    types: {
      datasheet: "Datasheet",
      hardwareDesign: "Hardware design guide",
      atCommands: "AT command manual",
      firmware: "Firmware",
      certification: "Certificate",
      applicationNote: "Application note",
      softwareTool: "Software tool",
      other: "Other",
    },
    productTypes: {
      "2G": "2G modules",
      "4G": "4G modules",
      "NB-IoT": "NB-IoT modules",
      "5G": "5G modules",
      devBoard: "Development boards",
      terminal: "Terminals",
    },
    unsubscribe: {
      title: "Unsubscribe",
      description:
        "Once unsubscribed, you get no more subscription notices of products or documents (neither messages nor e-mails).",
      confirm: "Unsubscribe from everything",
      done: "Unsubscribed",
      doneDescription:
        "You will get no more subscription notices. You can subscribe again on the subscribe page at any time.",
      backToSubscribe: "Go to the subscribe page",
      invalidTitle: "This unsubscribe link is not valid",
      invalidDescription:
        "The link is incomplete or no longer valid. Signed in, you can manage your subscriptions on the subscribe page.",
      failed: "Unsubscribing failed",
    },
  },
};
