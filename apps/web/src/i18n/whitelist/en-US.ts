import type { WhitelistMessages } from "./zh-CN.ts";

export const whitelistEnUS: WhitelistMessages = {
  whitelist: {
    title: "Whitelist",
    subtitle:
      "Users on the whitelist, and the members staff link to a company on it, download whitelist-level documents while the entry is valid",
    create: "Add an entry",
    createTitle: "Add to the whitelist",
    editTitle: "Edit the whitelist entry",
    filters: "Filter the whitelist",
    searchPlaceholder: "Phone / nickname / company",
    user: "User",
    userRequired: "Choose a user",
    userSearch: "Type a phone number or nickname",
    validUntil: "Valid until",
    forever: "No end",
    expired: "Expired",
    note: "Note",
    kind: "Kind",
    kinds: {
      user: "User",
      company: "Company",
    },
    addKind: "Add",
    companyName: "Company name",
    companyRequired: "Enter the company's name",
    companyHint:
      "A company entry opens nothing by itself: once saved, add the company's users under “Members”. The company users write in their own profile does not count.",
    deleteCompanyConfirm:
      "Take the company “{{company}}” off the whitelist? Its members can no longer download whitelist documents.",
    userSearchHint: "Type at least 1 character",
    noCandidates: "No matching user",
    importOpen: "Import",
    importTitle: "Import whitelist entries",
    importHint:
      "Download the template and fill in one phone or one company a row (at most {{max}} rows); dates read YYYY-MM-DD and last through that day, Beijing time. To add a company's members, fill in the company and a member's phone in the last column, one member a row, with no date or note. If any row is wrong, nothing is imported and each wrong row is listed.",
    importDone_one: "{{count}} row imported",
    importDone_other: "{{count}} rows imported",
    deleteConfirm:
      "Take {{phone}} off the whitelist? They can no longer download whitelist documents.",
    membersOpen: "Members ({{count}})",
    membersTitle: "Members of {{company}}",
    membersHint:
      "Only the users listed here, added by staff, download whitelist documents through this company while the entry is valid.",
    memberPick: "Add a member",
    memberAdd: "Add",
    memberAdded: "Member added",
    memberAlready: "This user is already a member",
    membersEmpty: "No members yet: nobody downloads through this company until you add them",
    profileCompany: "Company in profile",
    addedAt: "Added",
    memberRemove: "Remove",
    memberRemoveConfirm:
      "Remove {{name}} from “{{company}}”? They can no longer download whitelist documents through it.",
    memberRemoved: "Member removed",
    phone: "Phone",
    nickname: "Nickname",
    company: "Company",
  },
};
