import { useTranslation } from "react-i18next";
import { useAccount } from "../api/get-account.ts";
import { AccountPageLayout } from "../components/account-page-layout.tsx";
import { DeleteSection } from "../components/delete-section.tsx";
import { ExportSection } from "../components/export-section.tsx";
import { ProfileSection } from "../components/profile-section.tsx";
import { QueryState } from "../components/query-state.tsx";

/** The user's account (login required): its data, export as JSON, deletion. */
export function UserAccountPage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <AccountPageLayout page="userAccount" intro={t("account.userAccount.intro")}>
      <QueryState query={account}>
        {(a) => (
          <>
            <ProfileSection key={a.displayName} account={a} />
            <ExportSection />
            <DeleteSection userId={a.id} />
          </>
        )}
      </QueryState>
    </AccountPageLayout>
  );
}
