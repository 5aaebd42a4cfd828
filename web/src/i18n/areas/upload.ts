import { defineMessages } from "../define-messages";

/** Image upload (rules: docs/catalogue-contract.md section 4, Files). */
export const uploadMessages = defineMessages(
  {
    "upload.choose": "Upload image",
    "upload.replace": "Replace image",
    "upload.remove": "Remove",
    "upload.none": "No image",
    "upload.onlyOne": "Only support uploading one file!",
  },
  {
    "upload.choose": "上传图片",
    "upload.replace": "更换图片",
    "upload.remove": "移除",
    "upload.none": "暂无图片",
    "upload.onlyOne": "只能上传一个文件！",
  },
);
