import { getFragmentData } from "@/gql";
import { RecordScreen } from "@/shared/form";
import { HomePageForm } from "./home-page/HomePageForm";
import { HomePage_page, HomePageQuery } from "./home-page/home-page-operations";

/** /vendor_page/home_page: the vendor's public page (docs/company-contract.md sections 2–3), edited beside its preview. */
export default function HomePageScreen() {
  return (
    <RecordScreen query={HomePageQuery}>
      {(data) => <HomePageForm page={getFragmentData(HomePage_page, data.vendorPage)} />}
    </RecordScreen>
  );
}
