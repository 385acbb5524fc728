export default function Page() {
  return <div>send-email-page</div>;
}
