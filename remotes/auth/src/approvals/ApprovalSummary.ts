/** One labelled line of an approval summary. */
export type ApprovalRow = { label: string; value: string };

/** What ApproveTransaction shows for one unsafe request: serializable, kept in the auth slice. */
export type ApprovalSummary = {
  method: string;
  title: string;
  rows: ApprovalRow[];
};
