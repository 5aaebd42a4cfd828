import { defineMessages } from "../define-messages";

/** Form pieces shared by several screens (`src/shared/form`): the phone with its area code, masked stored numbers. */
export const formMessages = defineMessages(
  {
    "form.areaCode": "Area code",
    "form.areaCodePlaceholder": "+1",
    "form.areaCodeNone": "No such code",
    "form.phonePlaceholder": "Phone number",
  },
  {
    "form.areaCode": "区号",
    "form.areaCodePlaceholder": "+1",
    "form.areaCodeNone": "没有这个区号",
    "form.phonePlaceholder": "电话号码",
  },
);
