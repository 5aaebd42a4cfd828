import type { Translation } from "../define-messages";

/** Image upload (rules: docs/catalogue-contract.md section 4, Files). */
export const uploadEn = {
  "upload.choose": "Upload image",
  "upload.replace": "Replace image",
  "upload.remove": "Remove",
  "upload.none": "No image",
  "upload.onlyOne": "Only support uploading one file!",
  "upload.smallerThanRecommended":
    "This picture is {width}×{height} px, smaller than the recommended {wantedWidth}×{wantedHeight} px: it may look blurred. It was kept; you can replace it.",
  "upload.otherRatio":
    "This picture is {width}×{height} px, another shape than the recommended {wantedWidth}×{wantedHeight} px: its edges will be cut off. It was kept; you can replace it.",
};

export const uploadZh: Translation<typeof uploadEn> = {
  "upload.choose": "上传图片",
  "upload.replace": "更换图片",
  "upload.remove": "移除",
  "upload.none": "暂无图片",
  "upload.onlyOne": "只能上传一个文件！",
  "upload.smallerThanRecommended":
    "该图片为 {width}×{height} 像素，小于建议的 {wantedWidth}×{wantedHeight} 像素，显示时可能模糊。图片已保留，可随时更换。",
  "upload.otherRatio":
    "该图片为 {width}×{height} 像素，与建议的 {wantedWidth}×{wantedHeight} 像素比例不同，边缘会被裁掉。图片已保留，可随时更换。",
};
