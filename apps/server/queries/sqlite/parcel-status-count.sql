select "status", "count"
  from "parcel_status_counts"
  where "customer_id" = ?;
