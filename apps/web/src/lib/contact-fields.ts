/**
 * The club's public contact details in display order, each with its "show publicly" flag: the settings
 * edit them, the club page lists them.
 */
export const CONTACT_FIELDS = [
  {
    key: "contactPerson",
    show: "showContactPerson",
    label: "account.fields.contactPerson",
    type: "text",
    auto: "name",
  },
  { key: "phone", show: "showPhone", label: "account.fields.phone", type: "tel", auto: "tel" },
  { key: "email", show: "showEmail", label: "account.fields.contactEmail", type: "email", auto: "email" },
  { key: "website", show: "showWebsite", label: "account.fields.website", type: "url", auto: "url" },
] as const;
