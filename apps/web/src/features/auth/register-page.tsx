export default function Page() {
  return <div>register-page</div>;
}
