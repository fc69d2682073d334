/** The 11 industries of the spec, ids 8101 to 8111. */
export const fieldDictionary = [
  { id: 8101, name: "智能家电", nameEn: "Smart home appliances" },
  { id: 8102, name: "智慧能源", nameEn: "Smart energy" },
  { id: 8103, name: "智慧农业", nameEn: "Smart agriculture" },
  { id: 8104, name: "智慧城市", nameEn: "Smart city" },
  { id: 8105, name: "智能穿戴", nameEn: "Smart wearables" },
  { id: 8106, name: "智能制造", nameEn: "Smart manufacturing" },
  { id: 8107, name: "车联网", nameEn: "Connected vehicles" },
  { id: 8108, name: "节能环保", nameEn: "Energy saving and environment" },
  { id: 8109, name: "共享经济", nameEn: "Sharing economy" },
  { id: 8110, name: "消防烟感", nameEn: "Fire smoke detection" },
  { id: 8111, name: "智能门锁", nameEn: "Smart door lock" },
] as const;
