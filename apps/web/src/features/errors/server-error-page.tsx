export default function Page() {
  return <div>server-error-page</div>;
}
