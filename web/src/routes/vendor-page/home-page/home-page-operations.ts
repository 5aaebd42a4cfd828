import { graphql } from "@/gql";

/** One image of the page as the form and the preview read it. */
export const HomePage_image = graphql(`
  fragment HomePage_image on PageImage {
    fileId
    url
    name
    uploadTime
    uploaderName
  }
`);

/** What the form edits of the vendor page, read on opening and again from the saved answer. */
export const HomePage_page = graphql(`
  fragment HomePage_page on VendorPage {
    backgroundImage {
      ...HomePage_image
    }
    logo {
      ...HomePage_image
    }
    bgImages {
      ...HomePage_image
    }
    aboutUs
    slogan
    supportPhoneCode
    supportPurePhone
    supportEmail
    homePageUrl
    version
    updateTime
  }
`);

export const HomePageQuery = graphql(`
  query HomePage {
    vendorPage {
      ...HomePage_page
    }
  }
`);

export const SaveVendorPageMutation = graphql(`
  mutation SaveVendorPage($version: Int!, $input: VendorPageInput!) {
    saveVendorPage(version: $version, input: $input) {
      ...HomePage_page
    }
  }
`);
