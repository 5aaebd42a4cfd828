import type { Translation } from "../define-messages";

/** Form pieces shared by several screens (`src/shared/form`): the phone with its area code, masked stored numbers. */
export const formEn = {
  "form.areaCode": "Area code",
  "form.areaCodePlaceholder": "Code",
  "form.areaCodeNone": "No such code",
  "form.phonePlaceholder": "Phone number",
  "form.fixErrors": "Some fields need your attention",
  "form.replace": "Replace",
  "form.storedNumber": "Stored, ending in {lastFour}",
  "form.storedNumberHint":
    "Only the last 4 digits are ever shown. To change it, choose Replace and type the whole number.",
  "form.lastSaved": "Last saved {time}",
  "form.notSavedYet": "Not saved yet",
  "form.readOnly": "You can view this page but not change it: your role does not include saving it.",
};

export const formZh: Translation<typeof formEn> = {
  "form.areaCode": "区号",
  "form.areaCodePlaceholder": "区号",
  "form.areaCodeNone": "没有这个区号",
  "form.phonePlaceholder": "电话号码",
  "form.fixErrors": "部分字段需要修改",
  "form.replace": "更换",
  "form.storedNumber": "已保存，尾号 {lastFour}",
  "form.storedNumberHint": "只显示后 4 位。如需更改，请点击“更换”并输入完整号码。",
  "form.lastSaved": "上次保存于 {time}",
  "form.notSavedYet": "尚未保存",
  "form.readOnly": "您可以查看此页面，但不能修改：您的角色不包含保存此页面的权限。",
};
